// Regenerates openapi.json from the route schemas: npm run openapi
import { writeFileSync } from 'node:fs';
import { generateOpenApiDocument } from '../src/http/openapi.js';

writeFileSync(new URL('../openapi.json', import.meta.url), await generateOpenApiDocument());
process.stdout.write('wrote openapi.json\n');
