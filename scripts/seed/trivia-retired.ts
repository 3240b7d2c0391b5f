// Trivia questions as they shipped before issue 34's fixes (a fact asked twice, a question
// giving another's answer away, one answer twice in a subcategory, a doubtful fact, a wording
// slip). The content top-up retires each from databases seeded before, or brings it to its new
// wording when the question's text stayed, but only while the row still reads exactly as
// shipped here: a row the admin edited is theirs and stays.
import type { SeedTriviaQuestion } from "./types";

export type RetiredTriviaQuestion = Omit<SeedTriviaQuestion, "source">;

export const retiredTriviaQuestions: RetiredTriviaQuestion[] = [
  { content: "ما «الرُّدَيْنِيّ» الذي يفخر به الفرسان؟", correctAnswer: "الرمح", fakeAnswers: ["السيف", "الخنجر", "الدرع"] },
  { content: "إذا قيل «بات فلان على الطَّوى» فما الذي أصابه؟", correctAnswer: "الجوع", fakeAnswers: ["السهر", "الخوف", "المرض"] },
  { content: "ما «الصِّرّ» في قوله «ريح فيها صِرّ»؟", correctAnswer: "البرد الشديد", alternativeAnswer1: "البرد", fakeAnswers: ["الحر الشديد", "المطر الغزير", "الغبار الكثيف"] },
  { content: "ما الاسم الحقيقي للشاعر «الأعشى»؟", correctAnswer: "ميمون بن قيس", fakeAnswers: ["جرول بن أوس", "لبيد بن ربيعة", "طرفة بن العبد"] },
  { content: "ضد من خاضت بريطانيا عام 1896 أقصر حرب في التاريخ، ولم تدم ساعة؟", correctAnswer: "زنجبار", alternativeAnswer1: "سلطنة زنجبار", fakeAnswers: ["مدغشقر", "الحبشة", "موريشيوس"] },
  { content: "ما الحيوان صاحب أعلى صوت في المملكة الحيوانية؟", correctAnswer: "حوت العنبر", fakeAnswers: ["قرد العواء", "الفيل الأفريقي", "الأسد"] },
  { content: "ما أقدم جامعة في العالم ما زالت تعمل بحسب غينيس؟", correctAnswer: "القرويين", alternativeAnswer1: "جامعة القرويين", fakeAnswers: ["الأزهر", "بولونيا", "أكسفورد"] },
  { content: "سترة «الكارديغان» الصوفية تحمل لقب من؟", correctAnswer: "قائد بريطاني", alternativeAnswer1: "إيرل كارديغان", fakeAnswers: ["رسام هولندي", "ملك دنماركي", "شاعر اسكتلندي"] },
  { content: "كلمة «جمرك» دخلت العربية من التركية، وأصلها البعيد كلمة لاتينية معناها؟", correctAnswer: "التجارة", fakeAnswers: ["الميناء", "الضريبة", "الحدود"] },
  { content: "كلمة «قنديل» ترجع إلى كلمة لاتينية معناها؟", correctAnswer: "الشمعة", alternativeAnswer1: "شمعة", fakeAnswers: ["الزيت", "النار", "الزجاجة"] },
  { content: "كم يومًا دام حصار محمد الفاتح للقسطنطينية عام 1453؟", correctAnswer: "53", fakeAnswers: ["40", "70", "120"] },
  { content: "ما المنتخب الذي فاز بأول نسخة من كأس العالم عام 1930؟", correctAnswer: "الأوروغواي", alternativeAnswer1: "أوروغواي", fakeAnswers: ["الأرجنتين", "البرازيل", "إيطاليا"] },
  { content: "ما أول منتخب عربي شارك في نهائيات كأس العالم، وكان ذلك عام 1934؟", correctAnswer: "مصر", fakeAnswers: ["المغرب", "تونس", "الجزائر"] },
  { content: "من أي جزيرة في أبوظبي صُدّرت أول شحنة من نفط الإمارة عام 1962؟", correctAnswer: "داس", alternativeAnswer1: "جزيرة داس", fakeAnswers: ["دلما", "أبو الأبيض", "صير بني ياس"] },
  { content: "ما اسم الجبل البحريني الذي اكتُشف عنده النفط عام 1932؟", correctAnswer: "جبل الدخان", alternativeAnswer1: "الدخان", fakeAnswers: ["جبل عوالي", "جبل الرفاع", "جبل الصخير"] },
  { content: "ما الرقصة السعودية بالسيوف والطبول التي سجلتها اليونسكو عام 2015؟", correctAnswer: "العرضة", alternativeAnswer1: "العرضة النجدية", fakeAnswers: ["السامري", "الخطوة", "الدحة"] },
  { content: "ما الوادي الصحراوي الأردني الملقب «وادي القمر»؟", correctAnswer: "وادي رم", alternativeAnswer1: "رم", fakeAnswers: ["وادي عربة", "وادي الموجب", "وادي الحسا"] },
  { content: "من أي قارة جاء الفلفل الحار إلى مطابخ الهند وآسيا؟", correctAnswer: "الأمريكتين", alternativeAnswer1: "أمريكا", alternativeAnswer2: "الأمريكيتين", fakeAnswers: ["أفريقيا", "أوروبا", "أستراليا"] },
  { content: "من أي بلد جاءت طريقة مسحوق الشاي الأخضر «ماتشا» قبل أن تشتهر بها اليابان؟", correctAnswer: "الصين", fakeAnswers: ["كوريا", "فيتنام", "تايوان"] },
  { content: "من أي منطقة جاء طبق «الشكشوكة» من البيض المطبوخ في صلصة الطماطم؟", correctAnswer: "المغرب العربي", alternativeAnswer1: "تونس", fakeAnswers: ["الشام", "اليمن", "تركيا"] },
  { content: "في أي مدينة أمريكية افتُتح أول مطعم بيتزا مرخّص في الولايات المتحدة عام 1905؟", correctAnswer: "نيويورك", fakeAnswers: ["شيكاغو", "بوسطن", "نيو أورليانز"] },
  { content: "ما غرض الجهاز الذي سجّله أبراهام لينكولن، فصار الرئيس الأمريكي الوحيد صاحب براءة اختراع؟", correctAnswer: "رفع القوارب", alternativeAnswer1: "تعويم القوارب", fakeAnswers: ["حرث الحقول", "ضخ الماء", "قطع الأشجار"] },
  { content: "ما المسابقات غير الرياضية التي مُنحت فيها ميداليات أولمبية بين 1912 و1948؟", correctAnswer: "الفنون", alternativeAnswer1: "المسابقات الفنية", fakeAnswers: ["الشطرنج", "الخطابة", "الطبخ"] },
  { content: "كم دقيقة تقريبًا دامت الحرب الإنجليزية الزنجبارية عام 1896، أقصر حرب في التاريخ؟", correctAnswer: "38", alternativeAnswer1: "45", fakeAnswers: ["75", "120", "180"] },
  { content: "ضد أي منتخب سجّل السعودي سعيد العويران هدفه التاريخي بعد انطلاقة من منتصف الملعب في كأس العالم 1994؟", correctAnswer: "بلجيكا", fakeAnswers: ["هولندا", "المغرب", "السويد"] },
  { content: "ما الذي حلّ محل الراكب البشري في سباقات الهجن بالخليج؟", correctAnswer: "الروبوت", alternativeAnswer1: "راكب آلي", alternativeAnswer2: "روبوت", fakeAnswers: ["الدمية", "القرد", "الطائرة المسيرة"] },
  { content: "كم في المئة على الأقل من أرض بوتان يجب أن تبقى غابات بنص دستورها؟", correctAnswer: "60", fakeAnswers: ["30", "45", "75"] },
  { content: "ما الذي يُلزم القانون البوتاني الموظفين بارتدائه في الدوائر الحكومية؟", correctAnswer: "الزي الوطني", alternativeAnswer1: "اللباس التقليدي", fakeAnswers: ["ربطة العنق", "قبعة رسمية", "شارة ملونة"] },
  { content: "من أي رياضة جاء مصطلح «هاتريك»؟", correctAnswer: "الكريكيت", fakeAnswers: ["كرة القدم", "الهوكي", "البيسبول"] },
  { content: "أي رياضة مارسها رائد الفضاء آلان شيبرد على سطح القمر عام 1971؟", correctAnswer: "الغولف", alternativeAnswer1: "الجولف", fakeAnswers: ["البيسبول", "كرة القدم", "رمي القرص"] },
  { content: "من أي جزيرة اسكتلندية يأتي جرانيت معظم أحجار الكيرلنغ الأولمبية؟", correctAnswer: "أيلسا كريغ", fakeAnswers: ["سكاي", "أوركني", "آيلا"] },
  { content: "ما «التلّي» الإماراتي المسجل في قائمة اليونسكو؟", correctAnswer: "تطريز تقليدي", alternativeAnswer1: "التطريز", fakeAnswers: ["رقصة شعبية", "صناعة الخوص", "نوع قهوة"] },
];
