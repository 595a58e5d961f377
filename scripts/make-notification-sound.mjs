// Writes public/sounds/notification.wav: a soft two-tone chime played when a new message arrives.
// 16-bit mono PCM at 16 kHz keeps it small (< 30 KB) without audible loss for two sine tones.
// Run: node scripts/make-notification-sound.mjs
import { writeFileSync, mkdirSync } from 'node:fs';

const SAMPLE_RATE = 16_000;
const TONES = [
  { frequency: 880, start: 0, duration: 0.32 }, // A5
  { frequency: 1318.5, start: 0.14, duration: 0.5 }, // E6, overlapping for a chime
];
const LENGTH_SECONDS = 0.7;
const VOLUME = 0.28; // soft: a notification, not an alarm

const sampleCount = Math.round(SAMPLE_RATE * LENGTH_SECONDS);
const samples = new Float64Array(sampleCount);
for (const tone of TONES) {
  const first = Math.round(tone.start * SAMPLE_RATE);
  const count = Math.round(tone.duration * SAMPLE_RATE);
  for (let i = 0; i < count && first + i < sampleCount; i++) {
    const t = i / SAMPLE_RATE;
    const attack = Math.min(1, t / 0.01); // 10 ms fade-in avoids a click
    const decay = Math.exp((-5 * t) / tone.duration);
    samples[first + i] += Math.sin(2 * Math.PI * tone.frequency * t) * attack * decay;
  }
}

const data = Buffer.alloc(sampleCount * 2);
samples.forEach((value, i) => {
  const clamped = Math.max(-1, Math.min(1, value * VOLUME));
  data.writeInt16LE(Math.round(clamped * 32_767), i * 2);
});

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM format chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

mkdirSync(new URL('../public/sounds/', import.meta.url), { recursive: true });
writeFileSync(new URL('../public/sounds/notification.wav', import.meta.url), Buffer.concat([header, data]));
