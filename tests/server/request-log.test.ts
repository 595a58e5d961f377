// The server's request log never holds a site's signed-in user's hash (it travels in the embed
// frame's query) nor an API key; everything else about the request is logged as Fastify logs it.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { loggedUrl, requestLogOptions } from '../../server/request-log.ts';

it('logs the frame request with its user hash redacted, and the rest of its URL as it was', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...requestLogOptions('info'), stream } });
  app.get('/:organisationId/frame', async () => 'frame');
  const hash = 'ab12'.repeat(16);
  const answer = await app.inject({
    method: 'GET',
    url: `/queenstown-adventures/frame?organisationId=queenstown-adventures&userId=42&userHash=${hash}&locale=de`,
    headers: { authorization: 'Bearer an-operator-key-0123456789' },
  });
  expect(answer.statusCode).toBe(200);
  await app.close();
  const requests = lines.map((line) => JSON.parse(line) as { req?: { url: string; method: string } }).filter((entry) => entry.req);
  expect(requests.map((entry) => entry.req)).toEqual([
    expect.objectContaining({ method: 'GET', url: '/queenstown-adventures/frame?organisationId=queenstown-adventures&userId=42&userHash=[redacted]&locale=de' }),
  ]);
  expect(lines.join('')).not.toContain(hash);
  expect(lines.join('')).not.toContain('an-operator-key-0123456789');
});

it('redacts every user hash of a URL, first or later in the query, and nothing else', () => {
  expect(loggedUrl('/o/frame?userHash=abc')).toBe('/o/frame?userHash=[redacted]');
  expect(loggedUrl('/o/fullscreen?userId=1&userHash=abc&theme=dark')).toBe('/o/fullscreen?userId=1&userHash=[redacted]&theme=dark');
  expect(loggedUrl('/o/frame?xuserHash=abc&userHashes=1')).toBe('/o/frame?xuserHash=abc&userHashes=1');
  expect(loggedUrl('/api/health')).toBe('/api/health');
});
