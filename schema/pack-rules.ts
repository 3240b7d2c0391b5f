// The editorial rules of a player's pack, the same as content:check's for our own
// content: answer length in words, no duplicate after Arabic normalisation, no answer given
// away by its question (in whole or in part), no lie equal or too close to the truth or to
// another lie. Pure: the worker runs it on every save and the editor may run it as one types.
import { isTooClose } from "./arabic";
import { countText, QUESTIONS } from "./arabic-count";
import { containsAnswer, hintsAnswer, questionKey, words } from "./content-rules";
import { CONTENT_RULES, PACKS } from "./limits";
import type { PackBody, PromptPackItem, TriviaPackItem } from "./api/packs";

export interface PackProblem {
  /** The field as the form names it: `items.3.answer`, `title`, `items`. */
  field: string;
  message: string;
}

/** «السؤال 4»: items are counted from one, as the editor shows them. */
export const itemLabel = (index: number) => `السؤال ${index + 1}`;

function triviaProblems(item: TriviaPackItem, i: number): PackProblem[] {
  const at = itemLabel(i);
  const problems: PackProblem[] = [];
  const field = (name: string) => `items.${i}.${name}`;
  if (words(item.answer).length > CONTENT_RULES.triviaAnswerMaxWords)
    problems.push({ field: field("answer"), message: `${at}: الإجابة لا تزيد عن ${CONTENT_RULES.triviaAnswerMaxWords} كلمات، يُرجى اختصارها` });
  if (containsAnswer(item.question, item.answer))
    problems.push({ field: field("answer"), message: `${at}: نص السؤال يذكر الإجابة «${item.answer}»، يُرجى إعادة صياغته` });
  else if (hintsAnswer(item.question, item.answer))
    problems.push({ field: field("answer"), message: `${at}: نص السؤال يكشف جزءًا من الإجابة «${item.answer}»، يُرجى إعادة صياغته` });
  item.lies.forEach((lie, j) => {
    if (words(lie).length > CONTENT_RULES.triviaAnswerMaxWords)
      problems.push({ field: field(`lies.${j}`), message: `${at}: الإجابة الخاطئة «${lie}» أطول من ${CONTENT_RULES.triviaAnswerMaxWords} كلمات` });
    if (isTooClose(lie, item.answer))
      problems.push({ field: field(`lies.${j}`), message: `${at}: الإجابة الخاطئة «${lie}» قريبة جدًا من الإجابة الصحيحة، يُرجى اختيار غيرها` });
    for (const other of item.lies.slice(j + 1))
      if (isTooClose(lie, other) || isTooClose(other, lie))
        problems.push({ field: field(`lies.${j}`), message: `${at}: الإجابتان الخاطئتان «${lie}» و«${other}» متشابهتان، يُرجى تغيير إحداهما` });
  });
  return problems;
}

const itemText = (item: TriviaPackItem | PromptPackItem) => ("question" in item ? item.question : item.prompt);
const textField = (item: TriviaPackItem | PromptPackItem) => ("question" in item ? "question" : "prompt");

/**
 * Every problem of a pack, each naming its item. `maxItems` is the account's size; a draft may
 * hold fewer than the minimum (it cannot be played until it has them).
 */
export function packProblems(body: PackBody, maxItems: number): PackProblem[] {
  const problems: PackProblem[] = [];
  const items: (TriviaPackItem | PromptPackItem)[] = body.items;
  if (items.length > maxItems)
    problems.push({ field: "items", message: `حجم حزمتك ${countText(maxItems, QUESTIONS)} على الأكثر، والحزمة فيها ${countText(items.length, QUESTIONS)}؛ يُرجى حذف الزائد أو الاشتراك لحزم أكبر` });
  if (!body.draft && items.length < PACKS.minItems)
    problems.push({ field: "items", message: `الحزمة تحتاج ${PACKS.minItems} أسئلة على الأقل لتُلعب، وفيها ${items.length}؛ يمكنك حفظها مسودة حتى تكملها` });
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const key = questionKey(itemText(item));
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({ field: `items.${i}.${textField(item)}`, message: `${itemLabel(i)} مكرر: هو نفسه ${itemLabel(first)}، يُرجى حذف أحدهما` });
    else seen.set(key, i);
    // A question with its answer (and lies) has the rules of a trivia question; a prompt has none of them.
    if ("answer" in item) problems.push(...triviaProblems(item, i));
  });
  return problems;
}

/** Every text of a pack with its field, for the family filter (title first). */
export function packTexts(body: PackBody): PackProblem[] {
  const texts: PackProblem[] = [{ field: "title", message: body.title }];
  body.items.forEach((item: TriviaPackItem | PromptPackItem, i) => {
    if ("question" in item) {
      texts.push({ field: `items.${i}.question`, message: item.question }, { field: `items.${i}.answer`, message: item.answer });
      item.lies.forEach((lie, j) => texts.push({ field: `items.${i}.lies.${j}`, message: lie }));
    } else texts.push({ field: `items.${i}.prompt`, message: item.prompt });
  });
  return texts;
}
