import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import data from './steering-requests.json';

const refused = (text: string) => parseTranscript({ transcript: text }).intent === 'unsupported';

describe('steering evaluation set (steering-requests.json)', () => {
  const steering = data.cases.filter((item) => item.steering).map((item) => item.text);
  const acceptable = data.cases.filter((item) => !item.steering).map((item) => item.text);

  it('holds at least 30 requests, half of them acceptable', () => {
    expect(data.cases.length).toBeGreaterThanOrEqual(30);
    expect(acceptable.length).toBeGreaterThanOrEqual(data.cases.length / 2);
  });

  it('refuses every steering request', () => {
    expect(steering.filter((text) => !refused(text))).toEqual([]);
  });

  it('refuses no acceptable request', () => {
    expect(acceptable.filter(refused)).toEqual([]);
  });
});
