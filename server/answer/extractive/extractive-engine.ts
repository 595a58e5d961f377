// The zero-configuration answer engine: it quotes the organisation's own content and cites what it
// quoted. It never writes a claim of its own, so it cannot invent one.
import type { Citation, Message } from '../../../src/contract/contract.ts';
import { idf, type QueryTerm } from '../../knowledge/query-terms.ts';
import { retrieveHybrid } from '../../knowledge/hybrid-retrieval.ts';
import type { Retrieval } from '../../knowledge/retrieve.ts';
import type { Store } from '../../store/db.ts';
import type { Answer, AnswerEngine, AnswerRequest } from '../engine.ts';
import { classifyIntent, intentReply, noAnswerReply, withoutGreeting } from '../intents.ts';
import { summariseConversation } from '../summary.ts';
import { answerShape } from './answer-shape.ts';
import { askedHeadingQuote, limitQuote, scoreUnits, selectQuotes, type Quote } from './quote.ts';
import { renderQuotes } from './render.ts';

/** A follow-up this short ("and for two?") is read together with the visitor's previous question. */
const FOLLOW_UP_MAX_WORDS = 7;
/** A question that opens like this goes on from the one before. */
const CONTINUES = /^(?:and|but|also|what about|how about|what if|same for)\b/i;

export interface ExtractiveFindings {
  retrieval: Retrieval;
  quotes: Quote[];
}

/** A name is only read as a typo of the content's word when it is spelt this much like it. */
const NAME_CORRECTION_SIMILARITY = 0.6;

/**
 * Whether the question names something the organisation's content never mentions, nor anything
 * spelt nearly like it: a word written with a capital inside a sentence ("my Spotify
 * subscription", which the typo correction would read as "spot"). Such a question is about
 * something else, however well its other words ("cancel", "subscription") match.
 */
export function namesSomethingUnknown(terms: Pick<QueryTerm, 'name' | 'known' | 'correctionSimilarity' | 'situation'>[]): boolean {
  // A name in the visitor's situation ("My mum only speaks Korean.") is not what they ask about.
  return terms.some((term) => term.name && !term.situation && (!term.known || (term.correctionSimilarity ?? 1) < NAME_CORRECTION_SIMILARITY));
}

/** A term this rare, as a share of the rarest a word can be here, tells what a question is about. */
const TELLING_WEIGHT_SHARE = 0.3;

/**
 * Whether any word of the question is rare enough in the content to tell what it is about. "can i
 * see whos on my site right now??" has only words found all over a documentation site ("see",
 * "site", "right"): whatever sentence has them all is a guess, so there is no answer.
 */
export function asksSomethingTelling(terms: Pick<QueryTerm, 'known' | 'rarity'>[], totalSections: number): boolean {
  // The rarity of a word found in no section at all: the rarest a word can be.
  const rarest = idf(totalSections, 0);
  return terms.some((term) => term.known && term.rarity >= TELLING_WEIGHT_SHARE * rarest);
}

export async function findQuotes(store: Store, organisationId: string, question: string): Promise<ExtractiveFindings> {
  const retrieval = await retrieveHybrid(store, organisationId, question);
  const { terms, totalSections } = retrieval.analysis;
  if (retrieval.sections.length === 0 || namesSomethingUnknown(terms) || !asksSomethingTelling(terms, totalSections)) {
    return { retrieval, quotes: [] };
  }
  const scored = await scoreUnits(store, retrieval.sections, terms);
  const shape = answerShape(retrieval.analysis.question);
  const quotes = selectQuotes(scored, shape, retrieval.analysis.question.quantities);
  // The visitor's own number against the content's limit, when every word they asked with is the content's.
  const ownNumbers = retrieval.analysis.question.quantities.filter((quantity) => quantity.dimension === shape?.kind);
  if (quotes.length === 0 && shape?.limit && ownNumbers.length > 0 && terms.every((term) => term.known || term.situation)) return { retrieval, quotes: limitQuote(scored, shape, ownNumbers) };
  if (quotes.length === 0) {
    // The question's most telling word, if the content has it: what a heading must hold to answer.
    const telling = terms.reduce((best, term, index) => (term.weight > terms[best].weight ? index : best), 0);
    if (terms[telling].known) return { retrieval, quotes: askedHeadingQuote(scored, retrieval.sections[0], telling) };
  }
  return { retrieval, quotes };
}

/** The quotes answering each part of a question, in order; a section quoted twice is quoted once. */
export function mergedQuotes(perPart: Quote[][]): Quote[] {
  const merged: Quote[] = [];
  for (const quotes of perPart) {
    for (const quote of quotes) {
      const same = merged.find((other) => other.section.id === quote.section.id);
      if (!same) {
        merged.push({ section: quote.section, units: [...quote.units] });
        continue;
      }
      for (const unit of quote.units) if (!same.units.some((other) => other.index === unit.index)) same.units.push(unit);
      same.units.sort((a, b) => a.index - b.index);
    }
  }
  return merged;
}

export function citationsOf(quotes: Quote[]): Citation[] {
  return quotes.slice(0, 3).map((quote) => ({ name: quote.section.name, url: quote.section.url }));
}

function previousQuestion(history: Pick<Message, 'creator' | 'message'>[]): string | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const message = history[index];
    if (message.creator === 'CONTACT' && classifyIntent(message.message) === 'question') return withoutGreeting(message.message);
  }
  return undefined;
}

export interface ExtractiveEngineOptions {
  /**
   * Called with what each question's answer is found from (retrieval and quotes): the evaluation
   * reads its recall@5 from the retrieval the answer came from instead of retrieving a second time.
   */
  onFindings?: (findings: ExtractiveFindings) => void;
}

export function createExtractiveEngine(store: Store, options: ExtractiveEngineOptions = {}): AnswerEngine & { find(request: AnswerRequest): Promise<ExtractiveFindings> } {
  /** The quotes for a question; several things asked at once ("do we have to wear helmets? do they cost extra?") each get their own, so one line need not carry them all. */
  const findAll = async (organisationId: string, question: string): Promise<ExtractiveFindings> => {
    const findings = await findQuotes(store, organisationId, question);
    const { parts } = findings.retrieval.analysis.question;
    if (parts.length > 1) {
      const answered: ExtractiveFindings[] = [];
      for (const part of parts) answered.push(await findQuotes(store, organisationId, part));
      const quotes = mergedQuotes(answered.map((found) => found.quotes));
      if (quotes.length > 0) return { retrieval: findings.retrieval, quotes };
    }
    return findings;
  };
  const search = async (request: AnswerRequest): Promise<ExtractiveFindings> => {
    const question = withoutGreeting(request.question);
    const previous = previousQuestion(request.history);
    const short = question.split(/\s+/).length <= FOLLOW_UP_MAX_WORDS;
    // "and for two?", "what about my 4 year old?": the previous question's topic, asked again.
    // A question that opens by going on from the last ("and if we keep it for a second day?") is
    // one at any length.
    if (previous && CONTINUES.test(question)) {
      // Told as a statement, the previous question is the situation this one is asked in.
      const followUp = await findAll(request.organisation.id, `${previous.replace(/[?!.\s]+$/, '')}. ${question}`);
      if (followUp.quotes.length > 0) return followUp;
    }
    const findings = await findAll(request.organisation.id, question);
    if (findings.quotes.length > 0) return findings;
    if (previous && short) {
      const followUp = await findQuotes(store, request.organisation.id, `${previous} ${question}`);
      if (followUp.quotes.length > 0) return followUp;
    }
    return findings;
  };
  const find = async (request: AnswerRequest): Promise<ExtractiveFindings> => {
    const findings = await search(request);
    options.onFindings?.(findings);
    return findings;
  };
  return {
    find,
    async answer(request: AnswerRequest): Promise<Answer> {
      const intent = classifyIntent(request.question);
      if (intent !== 'question') {
        return { text: intentReply(intent, request.organisation.name), citations: [], wantsHuman: intent === 'human', unanswered: false, engine: 'extractive' };
      }
      const { quotes } = await find(request);
      if (quotes.length === 0) {
        return { text: noAnswerReply(request.organisation.name), citations: [], wantsHuman: false, unanswered: true, engine: 'extractive' };
      }
      return { text: renderQuotes(quotes), citations: citationsOf(quotes), wantsHuman: false, unanswered: false, engine: 'extractive' };
    },
    async summarise(messages) {
      return summariseConversation(messages);
    },
  };
}
