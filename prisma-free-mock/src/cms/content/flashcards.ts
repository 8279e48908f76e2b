import type { MediaName } from '../../seed/media';
import type { CmsFlashcard } from '../api-schema';
import type { ContentContext } from './context';

type FlashcardSeed = {
  id: number;
  category: string;
  question: string;
  answer: string;
  image: MediaName | null;
};

/** Concept cards used by flashcardsBlock: the words a class meets in an entrepreneurship course. */
const CARDS: FlashcardSeed[] = [
  {
    id: 1,
    category: 'Grundbegreber',
    question: 'Hvad er entreprenørskab?',
    answer:
      'At skabe værdi for andre ved at omsætte idéer til handling – økonomisk, socialt eller kulturelt.',
    image: 'slide1',
  },
  {
    id: 2,
    category: 'Metode',
    question: 'Hvad er en prototype?',
    answer: 'En enkel, tidlig udgave af en løsning, som man bygger for at teste en idé hurtigt og billigt.',
    image: 'slide2',
  },
  {
    id: 3,
    category: 'Metode',
    question: 'Hvad er design thinking?',
    answer:
      'En arbejdsform i fem trin: forstå brugeren, definér problemet, find idéer, byg prototyper og test dem.',
    image: null,
  },
  {
    id: 4,
    category: 'Metode',
    question: 'Hvad er et brugerinterview?',
    answer:
      'En samtale med en person, der har problemet, for at forstå behov og vaner – før man vælger en løsning.',
    image: null,
  },
  {
    id: 5,
    category: 'Formidling',
    question: 'Hvad er en pitch?',
    answer:
      'En kort, overbevisende præsentation af problemet, løsningen og hvorfor netop jeres hold kan løfte den.',
    image: 'slide3',
  },
  {
    id: 6,
    category: 'Forretning',
    question: 'Hvad er en målgruppe?',
    answer: 'Den gruppe mennesker, løsningen er tænkt til, og som man derfor skal forstå og teste med.',
    image: null,
  },
  {
    id: 7,
    category: 'Forretning',
    question: 'Hvad er en forretningsmodel?',
    answer: 'En beskrivelse af, hvordan en virksomhed skaber, leverer og får værdi ud af sin løsning.',
    image: null,
  },
  {
    id: 8,
    category: 'Forretning',
    question: 'Hvad er et budget?',
    answer: 'En plan over forventede indtægter og udgifter, så man kan se, om idéen kan hænge sammen.',
    image: null,
  },
  {
    id: 9,
    category: 'Grundbegreber',
    question: 'Hvad er innovation?',
    answer: 'En ny eller forbedret løsning, der bliver taget i brug og skaber værdi.',
    image: null,
  },
  {
    id: 10,
    category: 'Grundbegreber',
    question: 'Hvad er social entreprenørskab?',
    answer:
      'Entreprenørskab, hvor det vigtigste mål er at løse et socialt problem, ikke at tjene flest penge.',
    image: 'projectA',
  },
  {
    id: 11,
    category: 'Metode',
    question: 'Hvad betyder det at iterere?',
    answer: 'At forbedre løsningen i gentagne runder: byg, test, lær – og byg igen.',
    image: null,
  },
];

export function buildFlashcards(ctx: ContentContext): CmsFlashcard[] {
  return CARDS.map((c) => ({
    Id: c.id,
    Category: c.category,
    Question: c.question,
    Answer: c.answer,
    Image: c.image ? ctx.media(c.image) : null,
  }));
}
