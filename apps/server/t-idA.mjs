import { generateKeyPair } from 'jose';
let t = Date.now();
for (let i = 0; i < 5; i++) await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
console.log('rsa avg', (Date.now() - t) / 5);
t = Date.now();
for (let i = 0; i < 5; i++) await generateKeyPair('ES256', { extractable: true });
console.log('ec avg', (Date.now() - t) / 5);
