// Every seed meme picture: its file, its Arabic name (a neutral description of the
// picture), its category, where its captions go (`layout`, see MEME_CAPTION_LAYOUTS in
// schema/limits.ts) and what it shows. People stand where the layout leaves room for
// the captions: under a top caption, between top and bottom ones, beside a side one.
import { P } from "./people.mjs";

const who = (kind, x, face, pose = "down", more = {}) => ({ kind, x, face, pose, ...more });
const pr = (type, ...args) => ({ type, args });
/** A child's cloth bag of القرقيعان sweets, drawn in the hand, tied at the top. */
const sweetsBag = (c) => `<path d="M-8 4q-22 18-14 44q22 10 44 0q8-26-14-44z" fill="${c}" stroke-width="3"/><path d="M-10 6h20" stroke="${P.mustard}" stroke-width="4"/>`;

export const CATEGORIES = [
  { key: "daily", nameAr: "ميمز يومية", isPremium: false },
  { key: "gulf", nameAr: "ميمز خليجية", isPremium: false },
  { key: "family", nameAr: "العائلة وقروب الواتساب", isPremium: false },
  { key: "school", nameAr: "المدرسة والامتحانات", isPremium: false },
  { key: "ramadan", nameAr: "رمضان والعيد", isPremium: true, season: "ramadan" },
  { key: "events", nameAr: "أعراس ومناسبات", isPremium: true },
  { key: "road", nameAr: "الطريق والسفر والطقس", isPremium: true },
  { key: "sport", nameAr: "رياضة وطبخ وتسوق", isPremium: true },
];

export const PICTURES = [
  // ---- daily (the first twelve keep their file names) ----
  { file: "meme-01.svg", cat: "daily", name: "قطة مصدومة", layout: "top", bg: ["room"], back: [], people: [], front: [pr("cat", 300, 430, 1.9), pr("bang", 470, 250)] },
  { file: "meme-02.svg", cat: "daily", name: "شابة تحدّق في هاتفها في منتصف الليل", layout: "top-bottom", bg: ["night"], people: [who("lady", 300, "shock", "phone", { y: 450, color: P.plum, headColor: P.teal, skin: 1 })], front: [pr("bed", 300, 380, 520)] },
  { file: "meme-03.svg", cat: "daily", name: "شاب متوتر بين زرّين", layout: "split", bg: ["room", "#e6eef0"], people: [who("guy", 300, "nervous", "shrug", { color: P.mustard, skin: 2 })], front: [pr("button", 105, 380, "#e04a3a"), pr("button", 495, 380, P.teal)] },
  { file: "meme-04.svg", cat: "daily", name: "رجل هادئ والمطبخ يشتعل خلفه", layout: "top", bg: ["kitchen"], back: [pr("fire", 120, 280, 1.3), pr("fire", 500, 280, 1.1), pr("smoke", 80, 120)], people: [who("man", 300, "smug", "cross", { skin: 1 })] },
  { file: "meme-05.svg", cat: "daily", name: "طفلة أمام صحن خضار", layout: "top", bg: ["room", "#f3e6d0"], people: [who("girl", 300, "despair", "down", { s: 1.3, y: 450, skin: 1, color: P.rose })], front: [pr("table", 300, 360, 420), pr("plate", 300, 356)] },
  { file: "meme-06.svg", cat: "daily", name: "رجل ينتظر أصدقاءه والساعة تمشي", layout: "top-bottom", bg: ["street"], back: [pr("clock", 470, 200, 1)], people: [who("man", 250, "bored", "hips", { skin: 2, color: P.sand })] },
  { file: "meme-07.svg", cat: "daily", name: "نائم والمنبّه يرنّ", layout: "top-bottom", bg: ["room", "#e8dcef"], back: [pr("alarm", 480, 260)], people: [who("guy", 250, "sleepy", "down", { y: 460, color: P.teal })], front: [pr("bed", 290, 320, 440), pr("zzz", 150, 180)] },
  { file: "meme-08.svg", cat: "daily", name: "قطة تدفع كوبًا عن الطاولة", layout: "top", bg: ["room", "#e3ecd9"], people: [], front: [pr("table", 260, 360, 360), pr("cat", 230, 360, 1.2, P.grey), pr("paw", 270, 318, 412, 322, P.grey), pr("tippingCup", 440, 350)] },
  { file: "meme-09.svg", cat: "daily", name: "شابة أمام ثلاجة فارغة", layout: "right", bg: ["kitchen"], back: [pr("fridge", 110, 440)], people: [who("lady", 250, "despair", "head", { s: 0.95, color: P.mustard, headColor: P.plum, skin: 2, flip: true })] },
  { file: "meme-10.svg", cat: "daily", name: "صديقتان تشيران إلى بعضهما", layout: "split", bg: ["room", "#f1e2d6"], people: [who("lady", 160, "surprise", "pointR", { color: P.teal, headColor: P.mustard }), who("lady", 440, "surprise", "pointL", { color: P.mustard, headColor: P.teal, skin: 2 })] },
  { file: "meme-11.svg", cat: "daily", name: "بطارية الهاتف توشك أن تنفد", layout: "left", bg: ["room", "#fbe3d9"], people: [who("guy", 440, "nervous", "phone", { color: P.plum, skin: 1 })], front: [pr("battery", 430, 80, 0.9), pr("bang", 545, 110)] },
  { file: "meme-12.svg", cat: "daily", name: "سهر أمام الحاسوب", layout: "top-bottom", bg: ["night"], people: [who("lady", 300, "focus", "hold", { color: P.navy, headColor: P.rose, skin: 0 })], front: [pr("desk", 300, 320, 300), pr("laptop", 300, 318), pr("cup", 420, 318)] },

  // ---- gulf ----
  { file: "meme-13.svg", cat: "gulf", name: "جمل واقف في زحمة السير", layout: "top-bottom", bg: ["street"], back: [], people: [], front: [pr("car", 160, 390, P.teal), pr("camel", 400, 390, 1.1)] },
  { file: "meme-14.svg", cat: "gulf", name: "جدّ يصبّ القهوة في المجلس", layout: "top", bg: ["majlis"], people: [who("grandpa", 300, "proud", "hold", { hold: "" , skin: 1 })], front: [pr("cushion", 300, 370), pr("dallah", 380, 360), pr("cup", 200, 362), pr("cup", 240, 362)] },
  { file: "meme-15.svg", cat: "gulf", name: "رجلان يرقصان بالثوب", layout: "top", bg: ["desert"], people: [who("man", 190, "happy", "up", { skin: 1 }), who("man", 410, "laugh", "cheer", { skin: 2, headColor: P.terracotta, flip: true })] },
  { file: "meme-16.svg", cat: "gulf", name: "سيارة غارزة في الرمل", layout: "top-bottom", bg: ["desert"], people: [who("guy", 470, "despair", "head", { y: 400, color: P.sand, s: 0.9 })], front: [pr("car", 220, 360, P.mustard), pr("dust", 90, 350)] },
  { file: "meme-17.svg", cat: "gulf", name: "حرّ الصيف والشمس قريبة", layout: "bottom", bg: ["desert"], back: [pr("sun", 470, 110, 1.4), pr("heat", 80, 250)], people: [who("man", 240, "despair", "head", { y: 470, skin: 2 })] },
  { file: "meme-18.svg", cat: "gulf", name: "صقر ينظر بحدّة", layout: "right", bg: ["desert"], people: [who("man", 170, "smug", "hold", { hold: "", skin: 1 })], front: [pr("falcon", 210, 310, 1.2)] },
  { file: "meme-19.svg", cat: "gulf", name: "عائلة حول صينية كبسة", layout: "top", bg: ["majlis"], people: [who("grandma", 110, "happy", "down"), who("man", 250, "love", "down", { skin: 1 }), who("girl", 370, "shock", "down", { y: 400, color: P.teal }), who("woman", 490, "smug", "down", { headColor: P.plum, skin: 2 })], front: [pr("sufra", 300, 370, 600), pr("tray", 300, 400, 240)] },
  { file: "meme-20.svg", cat: "gulf", name: "كوب كرك وراحة بال", layout: "top", bg: ["room", "#f4dcc0"], people: [who("woman", 300, "proud", "hold", { headColor: P.teal, hold: `<path d="M-14-24h28l-4 26h-20z" fill="#d9a066" stroke-width="3"/>` })] },
  { file: "meme-21.svg", cat: "gulf", name: "نعال طائر نحو ولد هارب", layout: "top-bottom", bg: ["room", "#eedfc8"], people: [who("boy", 430, "shock", "up", { y: 400, color: P.mustard })], front: [pr("flipflop", 250, 235, -14)] },
  { file: "meme-22.svg", cat: "gulf", name: "ولد تحت نخلة والرطب بعيد", layout: "bottom", bg: ["desert"], back: [pr("palm", 300, 420, 1.2)], people: [who("boy", 420, "despair", "up", { y: 440, s: 1.1 })] },
  { file: "meme-23.svg", cat: "gulf", name: "زحمة السير صباح الدوام", layout: "top-bottom", bg: ["street"], back: [pr("traffic", 540, 330)], people: [], front: [pr("car", 150, 380, P.teal), pr("car", 420, 390, P.terracotta), pr("bang", 330, 250)] },
  { file: "meme-24.svg", cat: "gulf", name: "قيلولة بعد الغداء", layout: "top", bg: ["majlis"], people: [who("man", 300, "sleepy", "cross", { y: 470, skin: 1 })], front: [pr("cushion", 300, 380), pr("zzz", 380, 210)] },
  { file: "meme-25.svg", cat: "gulf", name: "ضيف يهزّ الفنجال ويبتسم", layout: "top", bg: ["majlis"], people: [who("man", 200, "smug", "hold", { skin: 2, hold: `<path d="M-10-14h20l-3 14h-14z" fill="#fff" stroke-width="3"/>` }), who("grandpa", 420, "surprise", "down", { skin: 1 })], front: [pr("cushion", 300, 380), pr("dallah", 470, 380)] },
  { file: "meme-26.svg", cat: "gulf", name: "جدّة تنظر بحزم من فوق نظارتها", layout: "right", bg: ["room", "#efe0c8"], people: [who("grandma", 170, "sneaky", "cross")] },
  { file: "meme-27.svg", cat: "gulf", name: "رحلة برّ والخيمة طارت", layout: "top-bottom", bg: ["desert"], back: [pr("dust", 450, 160), pr("dust", 510, 190)], people: [who("man", 200, "shock", "pointR", { skin: 1 }), who("woman", 380, "laugh", "down", { headColor: P.mustard })] },
  { file: "meme-28.svg", cat: "gulf", name: "شابة تلتقط صورة مع جمل", layout: "top", bg: ["desert"], people: [who("lady", 420, "happy", "wave", { color: P.teal, headColor: P.rose, skin: 1 })], front: [pr("camel", 190, 430, 1.1)] },

  // ---- family and the group chat ----
  { file: "meme-29.svg", cat: "family", name: "الأم تقرأ رسائل قروب العائلة", layout: "top", bg: ["room", "#e6efe9"], people: [who("woman", 430, "shock", "phone", { headColor: P.terracotta, skin: 1 })], front: [pr("bubbles", 190, 290)] },
  { file: "meme-30.svg", cat: "family", name: "جدّ يرسل صباح الخير للقروب", layout: "top", bg: ["room", "#f4e4c9"], people: [who("grandpa", 420, "proud", "phone", { skin: 2 })], front: [pr("bigphone", 190, 310)] },
  { file: "meme-31.svg", cat: "family", name: "عمّة تسأل متى الزواج", layout: "split", bg: ["majlis"], people: [who("woman", 150, "sneaky", "pointR", { headColor: P.plum, skin: 2 }), who("guy", 450, "nervous", "down", { color: P.teal })], front: [pr("cushion", 300, 400)] },
  { file: "meme-32.svg", cat: "family", name: "أخ وأخت يتشاجران على جهاز التحكم", layout: "split", bg: ["room", "#e2ecef"], back: [pr("tv", 300, 235)], people: [who("boy", 170, "angry", "pointR", { y: 430, color: P.mustard }), who("girl", 430, "angry", "pointL", { y: 430, color: P.plum })] },
  { file: "meme-33.svg", cat: "family", name: "أب يطفئ المكيّف", layout: "top-bottom", bg: ["room", "#e6f1f3"], back: [pr("ac", 430, 170)], people: [who("man", 220, "sneaky", "wave", { skin: 1 })] },
  { file: "meme-34.svg", cat: "family", name: "أم تقول: في البيت أكل", layout: "top", bg: ["kitchen"], people: [who("woman", 200, "smug", "hips", { headColor: P.teal, skin: 1 }), who("boy", 430, "despair", "down", { color: P.terracotta })], front: [pr("pot", 320, 290)] },
  { file: "meme-35.svg", cat: "family", name: "طفل يرى الضيوف عند الباب", layout: "top", bg: ["room", "#f3dcc8"], people: [who("boy", 180, "shock", "head", { color: P.teal }), who("man", 400, "happy", "wave", { skin: 2 }), who("woman", 510, "happy", "down", { headColor: P.rose, skin: 1 })] },
  { file: "meme-36.svg", cat: "family", name: "أحدهم غادر القروب فجأة", layout: "top", bg: ["room", "#eaeaf3"], people: [who("lady", 420, "surprise", "phone", { color: P.olive, headColor: P.mustard, skin: 3 })], front: [pr("bigphone", 190, 310), pr("bang", 290, 250)] },
  { file: "meme-37.svg", cat: "family", name: "جدّة ترسل رسالة صوتية طويلة", layout: "left", bg: ["majlis"], people: [who("grandma", 450, "happy", "call")], front: [pr("cushion", 300, 410), pr("clock", 310, 150)] },
  { file: "meme-38.svg", cat: "family", name: "تجمّع العائلة والكل على الهاتف", layout: "top", bg: ["majlis"], people: [who("guy", 100, "bored", "phone", { color: P.teal }), who("lady", 240, "smug", "phone", { headColor: P.rose, color: P.plum }), who("boy", 360, "focus", "phone", { y: 410, color: P.mustard }), who("grandpa", 490, "angry", "hips", { skin: 1 })], front: [pr("cushion", 300, 400)] },
  { file: "meme-39.svg", cat: "family", name: "أخت كبرى تراقب من الباب", layout: "right", bg: ["room", "#e9e1ef"], people: [who("lady", 150, "sneaky", "chin", { color: P.teal, headColor: P.black })] },
  { file: "meme-40.svg", cat: "family", name: "أب يبحث عن نظارته وهي على رأسه", layout: "top", bg: ["room", "#f3ead9"], people: [who("grandpa", 300, "confused", "shrug", { skin: 2, glasses: "up" })], front: [pr("question", 430, 200)] },
  { file: "meme-41.svg", cat: "family", name: "طفلة متوترة بعد أن كسرت مزهرية", layout: "top-bottom", bg: ["room", "#f6e2da"], people: [who("girl", 260, "nervous", "down", { y: 410, s: 1.25, color: P.mustard })], front: [pr("table", 470, 292, 200), pr("brokenVase", 470, 290, 1.15)] },
  { file: "meme-42.svg", cat: "family", name: "أم تنظر نظرة تعرفها العائلة", layout: "top", bg: ["room", "#efe4d0"], people: [who("woman", 300, "angry", "hips", { headColor: P.navy, skin: 2 })] },

  // ---- school and exams ----
  { file: "meme-43.svg", cat: "school", name: "طالبة ترى ورقة الامتحان", layout: "top", bg: ["class"], people: [who("girl", 300, "shock", "head", { s: 1.2, color: P.teal })], front: [pr("desk", 300, 340, 300), pr("paper", 300, 330, "x")] },
  { file: "meme-44.svg", cat: "school", name: "طالب ينظر إلى ورقة زميله", layout: "top", bg: ["class"], people: [who("boy", 180, "sneaky", "down", { s: 1.2, look: 1, color: P.mustard }), who("girl", 420, "focus", "down", { s: 1.2, color: P.rose })], front: [pr("desk", 180, 350, 200), pr("desk", 420, 350, 200), pr("paper", 420, 340, "v")] },
  { file: "meme-45.svg", cat: "school", name: "معلمة تقول: الاختبار سهل", layout: "right", bg: ["class"], people: [who("woman", 170, "happy", "pointR", { headColor: P.mustard, skin: 1 })], front: [pr("books", 450, 400)] },
  { file: "meme-46.svg", cat: "school", name: "مذاكرة ليلة الامتحان", layout: "top-bottom", bg: ["night"], people: [who("guy", 300, "despair", "head", { color: P.navy, skin: 2 })], front: [pr("desk", 300, 320, 340), pr("books", 200, 318), pr("cup", 420, 318)] },
  { file: "meme-47.svg", cat: "school", name: "طالبة نجحت بامتياز", layout: "top", bg: ["class"], people: [who("girl", 300, "happy", "cheer", { s: 1.2, color: P.plum, hold: `<g transform="translate(0 -20)"><rect x="-26" y="-18" width="52" height="36" fill="#fff" stroke-width="3"/><path d="M-10 0l8 8 14-16" fill="none" stroke="#3a3" stroke-width="5"/></g>` })] },
  { file: "meme-48.svg", cat: "school", name: "آخر خمس دقائق في الامتحان", layout: "top-bottom", bg: ["class"], back: [pr("clock", 520, 200, 0.9)], people: [who("boy", 280, "nervous", "down", { s: 1.2, y: 420, color: P.teal })], front: [pr("desk", 280, 330, 260), pr("paper", 280, 322, "x"), pr("pencil", 360, 322)] },
  { file: "meme-49.svg", cat: "school", name: "ولي أمر يقرأ الشهادة", layout: "top", bg: ["room", "#e9e3d6"], people: [who("man", 200, "angry", "hold", { skin: 1, hold: `<rect x="-28" y="-40" width="56" height="40" fill="#fff" stroke-width="3"/>` }), who("boy", 420, "nervous", "down", { color: P.mustard })] },
  { file: "meme-50.svg", cat: "school", name: "طالب نائم في الحصة", layout: "top", bg: ["class"], people: [who("boy", 300, "sleepy", "cross", { s: 1.2, y: 470, color: P.olive })], front: [pr("desk", 300, 350, 300), pr("zzz", 400, 230)] },
  { file: "meme-51.svg", cat: "school", name: "صباح أول يوم دراسي", layout: "bottom", bg: ["street"], people: [who("girl", 200, "cry", "down", { y: 420, color: P.rose }), who("woman", 380, "laugh", "wave", { headColor: P.teal, skin: 2 })] },
  { file: "meme-52.svg", cat: "school", name: "مشروع جماعي وواحد فقط يعمل", layout: "top", bg: ["class"], people: [who("lady", 300, "angry", "hold", { color: P.teal, headColor: P.mustard }), who("guy", 110, "sleepy", "cross", { color: P.plum }), who("guy", 490, "happy", "phone", { color: P.mustard, skin: 2 })], front: [pr("desk", 300, 350, 220), pr("laptop", 300, 348)] },
  { file: "meme-53.svg", cat: "school", name: "سؤال لم يُشرح في الحصة", layout: "top", bg: ["class"], people: [who("lady", 300, "confused", "chin", { s: 1.1, color: P.navy, headColor: P.rose, skin: 3 })], front: [pr("question", 420, 250), pr("question", 170, 230, P.terracotta)] },
  { file: "meme-54.svg", cat: "school", name: "الجرس يرنّ قبل الحل", layout: "top-bottom", bg: ["class"], back: [pr("alarm", 490, 200)], people: [who("boy", 250, "shock", "up", { y: 420, s: 1.1, color: P.terracotta })] },

  // ---- ramadan and eid ----
  { file: "meme-55.svg", cat: "ramadan", name: "دقيقة قبل أذان المغرب", layout: "top", bg: ["majlis"], back: [pr("clock", 520, 110, 0.8)], people: [who("man", 150, "focus", "hold", { skin: 1 }), who("woman", 300, "focus", "down", { headColor: P.teal }), who("boy", 440, "despair", "down", { y: 420, color: P.mustard })], front: [pr("sufra", 300, 380, 600), pr("dates", 220, 420), pr("bowl", 380, 430)] },
  { file: "meme-56.svg", cat: "ramadan", name: "السحور في آخر لحظة", layout: "top-bottom", bg: ["night"], back: [pr("moonWindow", 480, 225)], people: [who("lady", 220, "nervous", "hold", { color: P.plum, headColor: P.mustard, skin: 1 })], front: [pr("table", 260, 330, 300), pr("plate", 230, 326), pr("cup", 320, 326)] },
  { file: "meme-57.svg", cat: "ramadan", name: "ليلة القرقيعان والأطفال بأكياس الحلوى", layout: "top", bg: ["night", "full"], people: [who("girl", 170, "happy", "hold", { y: 440, s: 1.1, head: "bukhnug", headColor: P.black, color: P.teal, color2: P.mustard, hold: sweetsBag(P.terracotta) }), who("boy", 440, "laugh", "cheer", { y: 440, s: 1.1, wear: "thobe", head: "kufi", color: P.white, hold: sweetsBag(P.plum) })], front: [pr("sweetsBasket", 305, 440)] },
  { file: "meme-58.svg", cat: "ramadan", name: "أول لقمة بعد الصيام", layout: "top", bg: ["majlis"], people: [who("guy", 300, "love", "hold", { color: P.terracotta, skin: 2 })], front: [pr("sufra", 300, 380, 600), pr("tray", 300, 415, 260)] },
  { file: "meme-59.svg", cat: "ramadan", name: "عيدية من الجدّ", layout: "top", bg: ["room", "#f1e4cf"], people: [who("grandpa", 200, "proud", "pointR", { skin: 1 }), who("girl", 400, "love", "hold", { color: P.rose })], front: [pr("sparkle", 330, 240), pr("sparkle", 480, 200)] },
  { file: "meme-60.svg", cat: "ramadan", name: "صباح العيد والثوب الجديد", layout: "top", bg: ["room", "#e7f0e4"], people: [who("boy", 300, "proud", "hips", { s: 1.2, wear: "thobe", head: "kufi", color: P.white })], front: [pr("balloons", 120, 440), pr("balloons", 490, 440)] },
  { file: "meme-61.svg", cat: "ramadan", name: "زيارات العيد بلا نهاية", layout: "top-bottom", bg: ["street"], people: [who("man", 150, "bored", "down", { skin: 2 }), who("woman", 300, "despair", "down", { headColor: P.plum }), who("boy", 440, "sleepy", "down", { y: 420 })], front: [pr("gift", 540, 420)] },
  { file: "meme-62.svg", cat: "ramadan", name: "خروف العيد يهرب", layout: "top-bottom", bg: ["park"], people: [who("man", 150, "shock", "pointR", { skin: 1, color: P.sand })], front: [pr("sheep", 420, 380, 1.3), pr("dust", 540, 390)] },
  { file: "meme-63.svg", cat: "ramadan", name: "حلويات العيد على الطاولة", layout: "top", bg: ["room", "#f6e1d3"], people: [who("lady", 300, "sneaky", "hold", { color: P.teal, headColor: P.rose, skin: 2, look: -1 })], front: [pr("table", 300, 360, 460), pr("cake", 160, 360), pr("bowl", 450, 360, P.mustard)] },
  { file: "meme-64.svg", cat: "ramadan", name: "نوم النهار في رمضان", layout: "bottom", bg: ["room", "#e7e0ef"], back: [pr("sofa", 300, 240, 440, P.teal), pr("pillow", 150, 230)], people: [who("man", 440, "sleepy", "cross", { y: 235, rot: -90, skin: 1 })], front: [pr("zzz", 140, 110)] },
  { file: "meme-65.svg", cat: "ramadan", name: "جدّة توزّع التمر والقهوة", layout: "top", bg: ["majlis"], people: [who("grandma", 300, "happy", "hold", { hold: `<ellipse cx="0" cy="0" rx="34" ry="10" fill="#fff" stroke-width="3"/>` })], front: [pr("cushion", 300, 400), pr("dallah", 470, 400)] },

  // ---- weddings and occasions ----
  { file: "meme-66.svg", cat: "events", name: "زفة العروس والكل يصوّر", layout: "top", bg: ["hall"], people: [who("lady", 130, "happy", "phone", { color: P.teal, headColor: P.mustard }), who("lady", 300, "love", "cheer", { color: P.white, headColor: P.white, color2: P.mustard, skin: 1 }), who("woman", 470, "laugh", "phone", { headColor: P.rose, skin: 2 })] },
  { file: "meme-67.svg", cat: "events", name: "العريس يصافح طابور المهنئين", layout: "top", bg: ["hall"], people: [who("man", 160, "despair", "pointR", { skin: 1 }), who("man", 330, "happy", "down", { skin: 2, headColor: P.terracotta }), who("grandpa", 480, "happy", "down")] },
  { file: "meme-68.svg", cat: "events", name: "بوفيه العرس فُتح", layout: "top-bottom", bg: ["hall"], people: [who("guy", 180, "shock", "hold", { color: P.navy, skin: 2 }), who("woman", 420, "love", "hold", { headColor: P.teal, skin: 1 })], front: [pr("table", 300, 330, 520), pr("tray", 300, 330, 200)] },
  { file: "meme-69.svg", cat: "events", name: "ضيفتان بالفستان نفسه في العرس", layout: "split", bg: ["hall"], people: [who("lady", 160, "shock", "pointR", { color: P.rose, headColor: P.white }), who("lady", 440, "shock", "pointL", { color: P.rose, headColor: P.white, skin: 2 })] },
  { file: "meme-70.svg", cat: "events", name: "ضيف يأخذ آخر قطعة كيك", layout: "top", bg: ["hall"], people: [who("guy", 220, "sneaky", "pointR", { color: P.olive, look: 1, skin: 1 })], front: [pr("table", 330, 360, 460), pr("cake", 430, 360), pr("sparkle", 330, 300)] },
  { file: "meme-71.svg", cat: "events", name: "رقص الأطفال في الحفلة", layout: "top", bg: ["hall"], people: [who("girl", 170, "laugh", "up", { color: P.mustard }), who("boy", 300, "happy", "cheer", { color: P.teal }), who("girl", 430, "happy", "wave", { color: P.plum, skin: 2 })], front: [pr("balloons", 560, 440)] },
  { file: "meme-72.svg", cat: "events", name: "حفلة مفاجأة انكشفت", layout: "top-bottom", bg: ["room", "#f6e1d3"], people: [who("lady", 200, "nervous", "hold", { color: P.mustard, headColor: P.plum }), who("guy", 400, "smug", "cross", { color: P.teal, skin: 2 })], front: [pr("gift", 300, 440)] },

  // ---- road, travel and weather ----
  { file: "meme-73.svg", cat: "road", name: "المطار والحقيبة ثقيلة", layout: "top", bg: ["airport"], people: [who("lady", 220, "nervous", "hold", { color: P.plum, headColor: P.teal })], front: [pr("suitcase", 380, 440, P.terracotta), pr("scale", 380, 446)] },
  { file: "meme-74.svg", cat: "road", name: "الرحلة تأخرت", layout: "top", bg: ["airport"], people: [who("man", 170, "bored", "cross", { skin: 2 }), who("woman", 330, "despair", "head", { headColor: P.mustard }), who("girl", 470, "sleepy", "down")] },
  { file: "meme-75.svg", cat: "road", name: "شابة تسوق في زحمة الطريق", layout: "top", bg: ["street"], people: [who("lady", 250, "angry", "hold", { color: P.teal, headColor: P.rose, s: 0.9, y: 420 })], front: [pr("car", 300, 420, P.mustard)] },
  { file: "meme-76.svg", cat: "road", name: "الإشارة حمراء للمرة الخامسة", layout: "right", bg: ["street"], back: [pr("traffic", 90, 380)], people: [who("man", 230, "despair", "facepalm", { skin: 1 })] },
  { file: "meme-77.svg", cat: "road", name: "المطر والمظلة بالمقلوب", layout: "bottom", bg: ["rain"], back: [pr("drops")], people: [who("guy", 300, "shock", "up", { color: P.mustard, y: 460 })], front: [pr("umbrellaInside", 379, 92, P.terracotta)] },
  { file: "meme-78.svg", cat: "road", name: "عاصفة ترابية والغسيل منشور", layout: "top-bottom", bg: ["desert"], back: [pr("dust", 420, 200), pr("dust", 480, 240), pr("dust", 540, 200)], people: [who("woman", 200, "shock", "head", { headColor: P.olive, skin: 1 })] },
  { file: "meme-79.svg", cat: "road", name: "الشاطئ والرمل حار", layout: "top", bg: ["beach"], people: [who("guy", 220, "shock", "up", { color: P.teal, skin: 2 }), who("girl", 420, "laugh", "down", { color: P.mustard })], front: [pr("heat", 170, 440), pr("icecream", 470, 330)] },
  { file: "meme-80.svg", cat: "road", name: "جدّة في أول رحلة طيران", layout: "top", bg: ["airport"], people: [who("grandma", 300, "surprise", "hold", { s: 1.05 })], front: [pr("suitcase", 460, 440, P.mustard)] },
  { file: "meme-81.svg", cat: "road", name: "الحر والمكيّف معطّل", layout: "top-bottom", bg: ["room", "#f7dcc2"], back: [pr("ac", 450, 170), pr("thermo", 120, 270)], people: [who("lady", 300, "despair", "head", { color: P.mustard, headColor: P.terracotta, skin: 1 })] },

  // ---- sport, cooking and shopping ----
  { file: "meme-82.svg", cat: "sport", name: "ركلة جزاء ضائعة", layout: "top-bottom", bg: ["stadium"], people: [who("guy", 200, "despair", "head", { color: P.terracotta, skin: 2 })], front: [pr("goal", 430, 370), pr("ball", 550, 300)] },
  { file: "meme-83.svg", cat: "sport", name: "مشجعة تحتفل بالهدف", layout: "top", bg: ["stadium"], people: [who("lady", 300, "laugh", "up", { color: P.teal, headColor: P.white, skin: 1 })] },
  { file: "meme-84.svg", cat: "sport", name: "الجدّ يشرح المباراة للحكم من التلفاز", layout: "top", bg: ["majlis"], people: [who("grandpa", 200, "angry", "pointR", { skin: 2 })], front: [pr("tv", 450, 340)] },
  { file: "meme-85.svg", cat: "sport", name: "طبخة احترقت", layout: "top", bg: ["kitchen"], people: [who("guy", 220, "nervous", "facepalm", { color: P.white, skin: 1 })], front: [pr("pot", 420, 330), pr("smoke", 400, 200)] },
  { file: "meme-86.svg", cat: "sport", name: "أم تتذوق الطبخة بثقة", layout: "top", bg: ["kitchen"], people: [who("woman", 260, "proud", "hold", { headColor: P.rose, skin: 2 })], front: [pr("pot", 430, 330)] },
  { file: "meme-87.svg", cat: "sport", name: "التخفيضات والعربة ممتلئة", layout: "top", bg: ["mall"], people: [who("woman", 220, "love", "hold", { headColor: P.mustard, skin: 1 })], front: [pr("cart", 420, 440), pr("bags", 100, 440)] },
  { file: "meme-88.svg", cat: "sport", name: "الفاتورة عند الصندوق", layout: "left", bg: ["mall"], people: [who("man", 440, "shock", "hold", { skin: 1, hold: `<rect x="-14" y="-10" width="28" height="90" fill="#fff" stroke-width="3"/>` })] },
  { file: "meme-89.svg", cat: "sport", name: "مباراة الحي والكرة عند الجيران", layout: "top-bottom", bg: ["park"], people: [who("boy", 160, "shock", "pointR", { y: 410, color: P.terracotta }), who("girl", 300, "nervous", "down", { y: 410, color: P.teal })], front: [pr("ball", 480, 160, 1.2)] },
  { file: "meme-90.svg", cat: "sport", name: "أول يوم في النادي الرياضي", layout: "top", bg: ["room", "#e1e9ee"], people: [who("guy", 300, "despair", "up", { color: P.navy, skin: 2 })], front: [pr("scale", 300, 446)] },
];
