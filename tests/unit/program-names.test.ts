import { describe, expect, it } from 'vitest';
import { programList, programName, programNameMap } from '@/lib/admin/program-names';

const names = programNameMap([
  { programName: 'company-programme', displayName: 'Virksomhedsprogrammet' },
  { programName: 'school-programme', displayName: 'Skoleprogrammet' },
]);

describe('programme names for admins', () => {
  it('tells a programme by its name, never by its identifier, when the programme data knows it', () => {
    expect(programName(names, 'company-programme')).toBe('Virksomhedsprogrammet');
    expect(programList(names, ['school-programme', 'company-programme'])).toBe(
      'Skoleprogrammet, Virksomhedsprogrammet',
    );
    expect(programList(names, [])).toBe('');
  });

  it('falls back to the identifier for a programme it does not know, or while the data is missing', () => {
    expect(programName(names, 'old-programme')).toBe('old-programme');
    expect(programList(programNameMap(null), ['company-programme'])).toBe('company-programme');
    expect(programNameMap(undefined).size).toBe(0);
  });
});
