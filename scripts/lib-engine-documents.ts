/**
 * Made-up business documents for training: policies, manuals, recipes, newsletters, support
 * tickets, meeting notes, job postings, FAQs, terms, READMEs and notices, with headings, numbered
 * steps and the imperatives people write to people ("Read all instructions before starting", "You
 * must not share your password", "Please ignore my previous e-mail"). The public corpora hold few
 * documents of this shape outside one source, while their jailbreak templates are long texts of
 * numbered rules in the second person, so a model trained on them alone read a kettle's safety
 * instructions or a password policy as a jailbreak. These rows are negatives as they stand and,
 * with an attack inserted between their lines, positives: the inserted text is the signal, not
 * the document around it.
 */

import { int, pick } from './lib-engine-random.js';
import type { Rand } from './lib-engine-random.js';

const PEOPLE = ['Alice', 'Bo', 'Carlos', 'Dana', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Liam', 'Maya', 'Nils', 'Olga', 'Priya', 'Rita', 'Sam', 'Tomas', 'Yusuf'];
const TEAMS = ['Finance', 'Facilities', 'Marketing', 'Engineering', 'Sales', 'HR', 'Customer Support', 'Operations', 'Legal', 'IT', 'the kitchen team', 'the front desk'];
const PRODUCTS = ['kettle', 'water softener', 'router', 'coffee machine', 'e-bike', 'smartphone', 'dishwasher', 'thermostat', 'label printer', 'air purifier', 'baby monitor', 'pressure washer'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const TIMES = ['9:00', '10:30', '11 am', '2 pm', '3 pm', '15:00', '16:30', 'noon'];
const ROOMS = ['Birch', 'Room 204', 'the main hall', 'the 3rd floor kitchen', 'Assembly point B', 'the training room'];
const EVENTS = ['fire drill', 'quarterly review', 'team lunch', 'system maintenance', 'office move', 'security training', 'charity run', 'open day', 'inventory count'];
const SYSTEMS = ['the VPN', 'the payroll system', 'the booking portal', 'the intranet', 'the CRM', 'the ticketing system', 'email', 'the shared drive'];
const DISHES = ['overnight oats', 'lentil soup', 'banana bread', 'vegetable curry', 'lemon cake', 'tomato sauce', 'pancakes', 'chicken stew'];
const INGREDIENTS = ['rolled oats', 'milk', 'plain yogurt', 'honey', 'red lentils', 'onion', 'garlic', 'olive oil', 'flour', 'sugar', 'eggs', 'butter', 'salt', 'lemon zest', 'chopped tomatoes', 'cumin', 'baking powder'];
const JOBS = ['Executive Assistant', 'Warehouse Associate', 'Junior Accountant', 'Customer Support Agent', 'Backend Developer', 'Office Manager', 'Data Analyst', 'Store Supervisor'];
const SETTINGS = ['timeout', 'log level', 'retry count', 'cache size', 'default language', 'batch size', 'upload limit'];

type Slot = (rand: Rand) => string;
const SLOTS: Record<string, Slot> = {
  person: (r) => pick(PEOPLE, r),
  team: (r) => pick(TEAMS, r),
  product: (r) => pick(PRODUCTS, r),
  day: (r) => pick(DAYS, r),
  time: (r) => pick(TIMES, r),
  room: (r) => pick(ROOMS, r),
  event: (r) => pick(EVENTS, r),
  system: (r) => pick(SYSTEMS, r),
  dish: (r) => pick(DISHES, r),
  ingredient: (r) => pick(INGREDIENTS, r),
  job: (r) => pick(JOBS, r),
  setting: (r) => pick(SETTINGS, r),
  n: (r) => String(int(r, 2, 30)),
  money: (r) => `${int(r, 12, 990)}.${String(int(r, 0, 99)).padStart(2, '0')}`,
  ticket: (r) => String(int(r, 10000, 99999)),
};

/** Fills {slot} placeholders. */
function fill(template: string, rand: Rand): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => SLOTS[name]?.(rand) ?? whole);
}

interface Kind {
  /** The language of the kind's text (English unless given). */
  lang?: string;
  titles: readonly string[];
  headings: readonly string[];
  sentences: readonly string[];
  /** Items of numbered or bulleted lists. */
  steps: readonly string[];
}

const KINDS: readonly Kind[] = [
  {
    titles: ['Password and Account Security Policy', 'Acceptable Use of IT Equipment', 'Remote Work Policy', 'Data Protection Guidelines for Staff', 'Clean Desk Policy'],
    headings: ['Purpose', 'Scope', 'Rules', 'Responsibilities', 'Exceptions', 'Enforcement', 'Reporting incidents'],
    sentences: [
      'This policy applies to all employees, contractors and interns.',
      'You must not share your password with anyone, including IT staff.',
      'We will never ask for your password by email, phone or chat.',
      'The administrator can reset your account if you are locked out.',
      'Lock your screen whenever you leave your desk.',
      'Report lost or stolen devices to {team} within 24 hours.',
      'Confidential documents must not be left on printers.',
      'Exceptions to this policy need written approval from {team}.',
      'Breaches of this policy may lead to disciplinary action.',
      'Personal use of company laptops is allowed within reason.',
      'Do not install unapproved software on company devices.',
      'Passwords must be at least {n} characters long.',
      'Employees are responsible for keeping their access cards safe.',
      'This policy is reviewed every year by {team}.',
    ],
    steps: [
      'Use a password manager for all work accounts.', 'Turn on two-factor authentication for {system}.', 'Never reuse your work password elsewhere.',
      'Store files on the shared drive, not on your desktop.', 'Forward suspicious emails to the security team.', 'Do not connect unknown USB devices.',
      'Change your password immediately if you think it was exposed.', 'Keep your operating system up to date.',
    ],
  },
  {
    titles: ['{product} - Instructions for Use', '{product} - Installation and Maintenance Guide', '{product} User Manual (excerpt)', 'Quick Start Guide: {product}'],
    headings: ['Important safety instructions', 'Before first use', 'Installation', 'Daily use', 'Cleaning and care', 'Troubleshooting', 'Advanced settings', 'Warranty'],
    sentences: [
      'Read all instructions before starting and keep this guide for future reference.',
      'Read these instructions carefully before using the appliance.',
      'Never immerse the base in water or any other liquid.',
      'Keep the {product} out of reach of children.',
      'Unplug the appliance before cleaning it.',
      'Developer mode is a hidden menu meant for app developers; most users never need it.',
      'To enable developer mode, tap the build number seven times.',
      'Do not open the housing: there are no user-serviceable parts inside.',
      'If the light flashes red, reset the device by holding the button for {n} seconds.',
      'The bypass valve lets water flow around the softener during maintenance.',
      'Use only the charger supplied with the device.',
      'Override the default settings only if you know what they do.',
      'Contact customer service if the problem continues.',
      'The warranty does not cover damage caused by misuse.',
    ],
    steps: [
      'Remove all packaging and stickers.', 'Fill the tank up to the MAX mark.', 'Press and hold the power button for {n} seconds.',
      'Wait until the indicator turns green.', 'Tighten the connectors by hand, then a quarter turn with a wrench.', 'Descale the {product} every {n} weeks.',
      'Restart the {product} after changing any setting.', 'Check the seals for leaks after the first hour.',
    ],
  },
  {
    titles: ['{dish}', 'Easy {dish}', "Grandma's {dish}", '{dish} - 30 minutes'],
    headings: ['Ingredients', 'Method', 'Tips', 'Storage', 'Variations'],
    sentences: [
      'This recipe makes {n} servings.',
      'The secret ingredient is a pinch of {ingredient}.',
      'Keep leftovers in the fridge for up to {n} days.',
      'You can swap the {ingredient} for {ingredient} if you prefer.',
      'Do not overmix the batter or it will be tough.',
      'Let it rest for {n} minutes before serving.',
    ],
    steps: [
      '{n} g {ingredient}', '{n} ml {ingredient}', '1 tsp {ingredient}', 'a pinch of {ingredient}',
      'Preheat the oven to 180 C.', 'Mix the dry ingredients in a large bowl.', 'Stir in the {ingredient} and mix well.',
      'Cover and leave in the fridge overnight.', 'Simmer for {n} minutes, stirring now and then.', 'Serve warm with a spoon of yogurt.',
    ],
  },
  {
    titles: ['Staff Newsletter - {day} Edition', 'The Weekly Update', 'Internal Bulletin', 'Team News'],
    headings: ['New instructions for the {event}', 'Welcome to new colleagues', 'Reminders', 'Upcoming events', 'From {team}', 'Kudos'],
    sentences: [
      'Facilities has updated the plan for the {event}.',
      'Please read the new instructions below before {day}.',
      'The {event} takes place on {day} at {time} in {room}.',
      'Welcome to {person}, who joins {team} this week.',
      'Thanks to {person} for organising the {event}.',
      'System maintenance: {system} will restart on {day} at {time}.',
      'Forget the old meeting room booking form; use the new portal instead.',
      'Questions? Reply to this newsletter or contact {person}.',
    ],
    steps: [
      'Leave the building by the nearest exit.', 'Do not use the lifts.', 'Gather at {room} and wait for your name to be called.',
      'Bring your laptop charger to the {event}.', 'Sign up by {day}.', 'Return borrowed equipment to {team}.',
    ],
  },
  {
    titles: ['Ticket #{ticket} - Cannot log in to {system}', 'Ticket #{ticket} - Refund request', 'Ticket #{ticket} - {product} stopped working', 'Support case {ticket}'],
    headings: ['Description', 'Customer message', 'Agent notes', 'Resolution', 'Next steps'],
    sentences: [
      'Customer reports that {system} rejects the new password.',
      'Hello, I was charged twice for my order, {money} each time.',
      'Please follow these instructions carefully: sign out, clear the cache and sign in again.',
      'I reset the account and sent a temporary password by SMS.',
      'Ignore the first reply, it was sent by mistake.',
      'The customer confirmed the issue is fixed.',
      'Refund of {money} approved by {person}.',
      'Escalated to {team} for a second look.',
      'Root access is not needed for this fix.',
    ],
    steps: [
      'Unplug the {product} for {n} seconds.', 'Check that the cable is firmly connected.', 'Update the app to the latest version.',
      'Send us a screenshot of the error.', 'Try again in a private browser window.',
    ],
  },
  {
    titles: ['Meeting notes - {event}', 'Minutes: {team} weekly sync', 'Notes from the {day} stand-up'],
    headings: ['Attendees', 'Agenda', 'Decisions', 'Action items', 'Open questions'],
    sentences: [
      '{person}, {person} and {person} attended; {person} sent apologies.',
      'We agreed to move the {event} to {day}.',
      'Disregard the draft budget circulated last week; the final version is attached.',
      '{person} will act as the point of contact for {team}.',
      'The new process replaces the old instructions from March.',
      'Next meeting: {day} at {time}.',
    ],
    steps: [
      '{person} to send the revised plan by {day}.', '{person} to book {room} for the {event}.', 'Everyone: review the document before the next meeting.',
      '{team} to confirm the budget.', 'Close ticket #{ticket}.',
    ],
  },
  {
    titles: ['{job} (full-time)', 'We are hiring: {job}', 'Job posting - {job}'],
    headings: ['About the role', "What you'll do", 'What we are looking for', 'What we offer', 'How to apply'],
    sentences: [
      'You will report to the head of {team}.',
      'The role requires discretion, since you will handle confidential information.',
      'You will act as the first point of contact for visitors and callers.',
      'Send your CV and a short cover letter to {person} by {day}.',
      'We offer {n} days of paid holiday and a training budget.',
      'No agencies, please.',
    ],
    steps: [
      'Manage a busy calendar and arrange travel.', 'Prepare reports for {team}.', 'Answer customer questions by phone and email.',
      'Keep records accurate and up to date.', 'At least {n} years of relevant experience.', 'Excellent written English.',
    ],
  },
  {
    titles: ['Frequently Asked Questions', 'FAQ - {system}', 'Help Centre: common questions'],
    headings: ['Getting started', 'Accounts', 'Payments', 'Troubleshooting'],
    sentences: [
      'How do I reset my password? Click "Forgot password" on the sign-in page and follow the instructions in the email.',
      'Can I change my plan? Yes, at any time from the account page.',
      'What if the app freezes? Close it, restart your phone and try again.',
      'Who can see my data? Only you and the administrators of your organisation.',
      'Prompt payment is appreciated: invoices are due within {n} days.',
      'Is there a secret menu? No, every setting is listed under Settings.',
    ],
    steps: ['Open the app.', 'Tap Settings, then Account.', 'Choose a new plan.', 'Confirm with your PIN.'],
  },
  {
    titles: ['Terms and Conditions', 'Rental Agreement - Terms', 'Terms of Service'],
    headings: ['Scope', 'Bookings and payment', 'Cancellations', 'Liability', 'Governing law'],
    sentences: [
      'These terms apply to all services provided by the company.',
      'A booking is confirmed when the deposit of {money} is received.',
      'The customer must not sublet the property.',
      'We may update these terms; the version in force on the booking date applies.',
      'Nothing in these terms limits liability for death or personal injury caused by negligence.',
      'Unrestricted access to the garden is included for all guests.',
      'Any disputes are subject to the courts of the place of business.',
    ],
    steps: ['Check-in is from 16:00.', 'Check-out is by 10:00.', 'No parties or events.', 'Pets only by prior agreement.'],
  },
  {
    titles: ['# report-worker', '# invoice-mailer', 'README', '# plant-watering-bot', 'Runbook: disk full on web-prod-{n}'],
    headings: ['## Setup', '## Configuration', '## Usage', '## Troubleshooting', '## Contributing'],
    sentences: [
      'Run the script with root access only on the build server.',
      'Override the default {setting} in config.local.yaml instead of editing config.yaml.',
      'Kill the process with Ctrl+C; the worker finishes the current batch first.',
      'Execute the migration script before starting the service.',
      'Secrets go in environment variables, never in the repository.',
      'Ignore the warning about the deprecated flag for now; it is fixed in the next release.',
      'Print the results to the console with --verbose.',
      'Pull requests need one approving review.',
    ],
    steps: [
      'npm install', 'cp .env.example .env', 'Set {setting} in the config file.', 'Run the tests with npm test.',
      'Check disk usage with df -h.', 'Delete old log files from /var/log/app.', 'Restart the service and watch the logs.',
    ],
  },
  {
    titles: ['Subject: {event} on {day}', 'Subject: Re: {day} sync', 'Subject: Change of plans', 'Subject: Invitation - {event}'],
    headings: ['', '', 'Details', 'Agenda'],
    sentences: [
      'Hi all,',
      'Please ignore my previous email, the meeting moved to {time}.',
      'Same room ({room}), same agenda.',
      'Forget about the old invoice; the corrected one is attached.',
      'Do not reply to this message: this mailbox is not monitored.',
      'Could you confirm by {day} whether you can attend?',
      'Attached are the new instructions for the {event}.',
      'Thanks, {person}',
      'Best regards, {person} ({team})',
    ],
    steps: ['Date: {day}', 'Time: {time}', 'Location: {room}', 'Bring: a laptop and your ID badge.'],
  },
  // The same kinds of text in other languages: notices, manuals and policies are written in every
  // language, and their imperatives ("Lea todas las instrucciones") are no more an attack.
  {
    lang: 'es',
    titles: ['Aviso interno: {event}', 'Manual de usuario (extracto)', 'Política de contraseñas', 'Instrucciones de uso'],
    headings: ['Objetivo', 'Instrucciones de seguridad', 'Normas', 'Mantenimiento', 'Preguntas frecuentes', 'Próximos pasos'],
    sentences: [
      'Lea todas las instrucciones antes de empezar y guarde este manual.',
      'No comparta nunca su contraseña con nadie, tampoco con el equipo de TI.',
      'Ignore el correo anterior: la reunión se ha movido a las {time}.',
      'Nuevas instrucciones para el simulacro de incendio del {day}.',
      'El modo desarrollador es un menú oculto para programadores.',
      'Bloquee la pantalla cada vez que se levante de su puesto.',
      'Para cualquier duda, contacte con {person}.',
    ],
    steps: ['Desenchufe el aparato antes de limpiarlo.', 'Pulse el botón durante {n} segundos.', 'Salga del edificio por la salida más cercana.', 'No utilice los ascensores.', 'Reinicie el equipo después de cambiar la configuración.'],
  },
  {
    lang: 'fr',
    titles: ['Note de service : {event}', "Mode d'emploi (extrait)", 'Politique de sécurité informatique', "Consignes d'utilisation"],
    headings: ['Objet', 'Consignes de sécurité', 'Règles', 'Entretien', 'Questions fréquentes', 'Prochaines étapes'],
    sentences: [
      "Lisez toutes les instructions avant de commencer et conservez ce manuel.",
      'Ne communiquez jamais votre mot de passe, même au service informatique.',
      "Merci d'ignorer mon précédent e-mail : la réunion est déplacée à {time}.",
      "Nouvelles consignes pour l'exercice d'évacuation de {day}.",
      "Le mode développeur est un menu caché destiné aux développeurs d'applications.",
      "L'administrateur peut réinitialiser votre compte si vous êtes bloqué.",
      'Pour toute question, contactez {person}.',
    ],
    steps: ["Débranchez l'appareil avant de le nettoyer.", 'Maintenez le bouton enfoncé pendant {n} secondes.', 'Quittez le bâtiment par la sortie la plus proche.', "N'utilisez pas les ascenseurs.", 'Redémarrez après chaque changement de réglage.'],
  },
  {
    lang: 'de',
    titles: ['Rundschreiben: {event}', 'Bedienungsanleitung (Auszug)', 'Passwortrichtlinie', 'Sicherheitshinweise'],
    headings: ['Zweck', 'Wichtige Sicherheitshinweise', 'Regeln', 'Pflege und Wartung', 'Häufige Fragen', 'Nächste Schritte'],
    sentences: [
      'Lesen Sie alle Anweisungen vor dem Start und bewahren Sie diese Anleitung auf.',
      'Geben Sie Ihr Passwort niemals weiter, auch nicht an die IT.',
      'Bitte ignoriert meine letzte E-Mail, das Meeting ist auf {time} verschoben.',
      'Neue Anweisungen für die Brandschutzübung am {day}.',
      'Der Entwicklermodus ist ein verstecktes Menü für App-Entwickler.',
      'Sperren Sie den Bildschirm, wenn Sie den Arbeitsplatz verlassen.',
      'Bei Fragen wenden Sie sich an {person}.',
    ],
    steps: ['Ziehen Sie vor der Reinigung den Netzstecker.', 'Halten Sie die Taste {n} Sekunden lang gedrückt.', 'Verlassen Sie das Gebäude über den nächsten Ausgang.', 'Benutzen Sie nicht die Aufzüge.', 'Starten Sie das Gerät nach jeder Änderung neu.'],
  },
  {
    lang: 'pt',
    titles: ['Informativo interno: {event}', 'Manual do usuário (trecho)', 'Política de senhas', 'Instruções de uso'],
    headings: ['Objetivo', 'Instruções de segurança', 'Regras', 'Manutenção', 'Perguntas frequentes', 'Próximos passos'],
    sentences: [
      'Leia todas as instruções antes de começar e guarde este manual.',
      'Nunca compartilhe sua senha com ninguém, nem com a equipe de TI.',
      'Por favor, ignorem meu e-mail anterior: a reunião mudou para as {time}.',
      'Novas instruções para o simulado de incêndio de {day}.',
      'O modo de desenvolvedor é um menu oculto para programadores.',
      'Bloqueie a tela sempre que sair da sua mesa.',
      'Em caso de dúvida, fale com {person}.',
    ],
    steps: ['Desligue o aparelho da tomada antes de limpar.', 'Mantenha o botão pressionado por {n} segundos.', 'Saia do prédio pela saída mais próxima.', 'Não use os elevadores.', 'Reinicie o equipamento após alterar as configurações.'],
  },
  {
    lang: 'it',
    titles: ['Comunicazione interna: {event}', "Manuale d'uso (estratto)", 'Politica sulle password', 'Istruzioni per l\'uso'],
    headings: ['Scopo', 'Istruzioni di sicurezza', 'Regole', 'Manutenzione', 'Domande frequenti', 'Prossimi passi'],
    sentences: [
      'Leggere tutte le istruzioni prima di iniziare e conservare questo manuale.',
      'Non condividere mai la tua password con nessuno, nemmeno con il reparto IT.',
      'Ignorate la mia mail precedente: la riunione è spostata alle {time}.',
      "Nuove istruzioni per l'esercitazione antincendio di {day}.",
      'La modalità sviluppatore è un menu nascosto per gli sviluppatori.',
      'Blocca lo schermo ogni volta che lasci la scrivania.',
      'Per domande, contatta {person}.',
    ],
    steps: ["Scollegare l'apparecchio prima della pulizia.", 'Tenere premuto il pulsante per {n} secondi.', "Uscire dall'edificio dall'uscita più vicina.", 'Non usare gli ascensori.', 'Riavviare dopo ogni modifica delle impostazioni.'],
  },
];

/** Up to k distinct items of a list, in random order. */
function sample<T>(items: readonly T[], k: number, rand: Rand): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, k);
}

function section(kind: Kind, heading: string, rand: Rand): string {
  const lines: string[] = heading === '' ? [] : [fill(heading, rand)];
  if (rand() < 0.5) {
    const numbered = rand() < 0.5;
    sample(kind.steps, int(rand, 2, 6), rand).forEach((step, i) => lines.push(`${numbered ? `${i + 1}.` : '-'} ${fill(step, rand)}`));
  } else {
    lines.push(sample(kind.sentences, int(rand, 1, 4), rand).map((sentence) => fill(sentence, rand)).join(' '));
  }
  return lines.join('\n');
}

/** One made-up document of 100 to about 2,000 characters, and its language. */
export function businessDocument(rand: Rand): { text: string; lang: string } {
  const kind = pick(KINDS, rand);
  const headings = sample(kind.headings, int(rand, 2, 6), rand);
  const text = [fill(pick(kind.titles, rand), rand), ...headings.map((heading) => section(kind, heading, rand))].join('\n\n');
  return { text, lang: kind.lang ?? 'en' };
}
