/**
 * Question-and-answer pairs as an owner pastes them: each pair a question on its first line and its
 * answer below, pairs separated by a blank line. A block without an answer is left out.
 */
export function readQuestionPairs(text: string): { question: string; answer: string }[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim().split(/\r?\n/))
    .map(([question = '', ...answer]) => ({ question: question.trim(), answer: answer.join('\n').trim() }))
    .filter((pair) => pair.question && pair.answer);
}
