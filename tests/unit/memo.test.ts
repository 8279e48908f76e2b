import { describe, expect, it } from 'vitest';
import { boundedMemo } from '@/lib/memo';

describe('boundedMemo', () => {
  it('works a key out once and gives the kept result after that', () => {
    const remember = boundedMemo<string>(10);
    let computed = 0;
    const upper = (text: string) => remember(text, () => (computed++, text.toUpperCase()));
    expect(upper('a')).toBe('A');
    expect(upper('a')).toBe('A');
    expect(upper('b')).toBe('B');
    expect(computed).toBe(2);
  });

  it('keeps at most its bound, letting the entry put in first go', () => {
    const remember = boundedMemo<number>(2);
    const computed: string[] = [];
    const length = (text: string) => remember(text, () => (computed.push(text), text.length));
    length('a');
    length('bb');
    length('ccc'); // 'a' goes
    length('bb');
    length('a');
    expect(computed).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('keeps nothing when the work throws', () => {
    const remember = boundedMemo<number>(2);
    let calls = 0;
    const failing = () =>
      remember('x', () => {
        calls += 1;
        throw new Error('nej');
      });
    expect(failing).toThrow('nej');
    expect(failing).toThrow('nej');
    expect(calls).toBe(2);
  });

  it('refuses a bound that is not a positive whole number', () => {
    expect(() => boundedMemo(0)).toThrow();
    expect(() => boundedMemo(1.5)).toThrow();
  });
});
