import { describe, expect, it } from 'vitest';
import { myMaterialsPage, type MaterialOverview } from '@/server/teacher/my-materials';

const material = (materialId: string, accessible: boolean): MaterialOverview['materials'][number] => ({
  materialId,
  title: `Materiale ${materialId}`,
  description: 'Til 7.-9. klasse.',
  format: 'pdf',
  programName: null,
  requiresCode: false,
  imageUrl: 'https://cms.example/billede.jpg',
  accessible,
  downloads: 0,
  lastDownloadedAt: null,
});

const overview: MaterialOverview = {
  email: 'laerer@example.dk',
  validated: true,
  codeValidated: false,
  totalDownloads: 7,
  materials: [material('a', true), material('b', false), material('c', true), material('d', true)],
};

describe('myMaterialsPage', () => {
  it('cuts one page of the open materials in the overview order, with the counts of the whole', () => {
    expect(myMaterialsPage(overview, 'open', 1, 1)).toEqual({
      items: [expect.objectContaining({ materialId: 'c' })],
      total: 3,
      nextCursor: 2,
      validated: true,
      codeValidated: false,
      totalDownloads: 7,
      openCount: 3,
      materialCount: 4,
    });
  });

  it('gives the locked ones apart, without the image address the card does not show', () => {
    const locked = myMaterialsPage(overview, 'locked', 0, 20);
    expect(locked.items.map((m) => m.materialId)).toEqual(['b']);
    expect(locked.items[0]).not.toHaveProperty('imageUrl');
    expect(locked.nextCursor).toBeNull();
  });

  it('gives an empty last page past the end', () => {
    expect(myMaterialsPage(overview, 'open', 10, 20)).toMatchObject({
      items: [],
      total: 3,
      nextCursor: null,
    });
  });
});
