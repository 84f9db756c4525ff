/**
 * Made-up everyday how-to questions for training: "How do I ...", "What's the best way to ...",
 * "Can you tell me how to ..." about ordinary tasks. In the public corpora nearly every question
 * put that way is a harmful request (the benign sources are instructions, math problems and
 * trivia questions), so a model trained on them alone takes the asking itself for harm and flags
 * "how do I fix a squeaky door?". These rows, all negatives, teach it that the ask is neutral
 * and that what is asked for decides. The tasks include the everyday senses of words that harmful
 * requests also use (kill a process, shoot photos, get rid of mice, crack an egg) and defensive
 * security questions.
 */

import { pick } from './lib-engine-random.js';
import type { Rand } from './lib-engine-random.js';

const ASKS = [
  'How do I', 'How can I', 'How should I', "What's the best way to", 'What is the easiest way to', 'Can you tell me how to',
  'Is there a way to', 'Any tips on how to', 'Teach me how to', 'Explain how to', 'I need to know how to', 'Tell me how to',
  'How would I', 'What are some ways to', 'Give me steps to', 'Help me figure out how to', 'How could we', 'How do you',
];

const TASKS = [
  // Home and garden
  'fix a squeaky door hinge', 'unclog a bathroom sink without chemicals', 'get rid of mice in the attic', 'kill the weeds between paving stones',
  'remove a stripped screw', 'paint a room without leaving streaks', 'hang a heavy mirror on drywall', 'stop my basement from flooding',
  'get rid of fruit flies in the kitchen', 'repot a root-bound plant', 'grow tomatoes on a balcony', 'winterize an outdoor faucet',
  'remove red wine from a carpet', 'lower my heating bill this winter', 'reset the circuit breaker', 'descale an electric kettle',
  // Cooking
  'crack an egg with one hand', 'sharpen a kitchen knife', 'make sourdough starter from scratch', 'keep avocados from turning brown',
  'bake bread without a stand mixer', 'smoke a brisket on a charcoal grill', 'make a roux that does not burn', 'chop onions without crying',
  // Family and life
  'explain death to a five-year-old', 'help my kid with math homework without doing it for them', 'plan a birthday party on a budget',
  'talk to my parents about moving into assisted living', 'make friends in a new city', 'stop procrastinating on my thesis',
  'ask my manager for a raise', 'apologize to a friend I hurt', 'deal with a noisy upstairs neighbour', 'write a eulogy for my grandfather',
  'get my teenager to put their phone down at dinner', 'train a puppy to stop biting', 'introduce a new cat to my dog',
  // Health and fitness
  'start running if I have never run before', 'improve my posture at a desk', 'fall asleep faster without pills', 'build muscle after fifty',
  'treat a minor burn at home', 'know when a cough needs a doctor', 'stretch before a long hike', 'cut down on sugar',
  // Money, work and travel
  'file my taxes as a freelancer', 'build an emergency fund', 'dispute a wrong charge on my credit card', 'negotiate rent with my landlord',
  'write a cover letter for a career change', 'break into the tech industry without a degree', 'prepare for a job interview tomorrow',
  'pack for two weeks in a carry-on', 'find cheap flights to Japan', 'get over jet lag', 'renew my passport quickly',
  'steal the show in my wedding speech', 'shoot better photos with my phone at night', 'blow up a photo without losing quality',
  // Computers and code
  'kill a process that is hanging on Linux', 'kill all node processes on port 3000', 'terminate a stuck EC2 instance', 'execute a shell script on startup',
  'exploit the cache to speed up my API', 'attack this dynamic programming problem', 'inject dependencies in a Spring app', 'hack together a quick prototype',
  'crack the coding interview questions on graphs', 'bypass the cache when testing my website', 'override a method in a Python subclass',
  'ignore files in git without deleting them', 'force push safely to a shared branch', 'dump a PostgreSQL database to a file',
  'recover a deleted file from my own laptop', 'reset my own forgotten Windows password', 'wipe my old phone before selling it',
  'set up two-factor authentication on my email', 'tell if a link in an email is a phishing attempt', 'secure my home Wi-Fi router',
  'report a fake account that is impersonating me', 'protect my grandparents from phone scams', 'check whether my password was in a breach',
  'run a penetration test on my own web app with permission', 'harden an SSH server', 'detect malware on my work laptop',
  // Learning and hobbies
  'memorize a speech quickly', 'learn Spanish in six months', 'tune a guitar by ear', 'pick a lock on my own bike after losing the key',
  'shoot a bow accurately', 'play chess openings more aggressively', 'write a villain for my novel',
];

const LEADS = [
  '', '', '', '', "I'm a complete beginner. ", 'Quick question: ', 'This has been bugging me for weeks. ', 'My partner and I were arguing about this. ',
  "I've tried a few things already. ", 'Asking for my mom. ',
];

const ENDS = ['?', '?', '?', ' at home?', ' quickly?', ' without spending much?', ' safely?', '? Step by step please.', '? Thanks in advance!', ' as a beginner?'];

const PEOPLE = ['wife', 'husband', 'son', 'daughter', 'best friend', 'boss', 'roommate', 'mom', 'dad', 'neighbour', 'coworker', 'girlfriend', 'boyfriend', 'grandmother', 'team'];

// The same tasks asked in the first person, the way people ask: "I", "my" and "me" are in most
// harmful requests of the corpora, and in few of their benign rows.
const FORMS: readonly ((task: string, rand: Rand) => string)[] = [
  (task, rand) => `${pick(LEADS, rand)}${pick(ASKS, rand)} ${task}${pick(ENDS, rand)}`,
  (task) => `I want to ${task}. Where do I start?`,
  (task) => `I'm trying to ${task} but I keep getting stuck. What am I doing wrong?`,
  (task, rand) => `My ${pick(PEOPLE, rand)} wants to ${task}. How can I help them?`,
  (task) => `What do I need to ${task}?`,
  (task) => `Should I ${task} myself or pay someone to do it for me?`,
  (task, rand) => `My ${pick(PEOPLE, rand)} showed me how to ${task}, but I forgot. Can you remind me?`,
];

/** One everyday how-to question (a negative). */
export function everydayQuestion(rand: Rand): string {
  return pick(FORMS, rand)(pick(TASKS, rand), rand);
}
