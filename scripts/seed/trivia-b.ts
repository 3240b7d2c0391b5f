import type { SeedTriviaCategory } from "./types";

export const triviaCategoriesB: SeedTriviaCategory[] = [
  {
    nameAr: "علوم",
    isPremium: false,
    subcategories: [
      {
        nameAr: "الفضاء والكواكب",
        isPremium: false,
        questions: [
          {
            content: "ما أشد كواكب المجموعة الشمسية حرارةً على سطحه، رغم أنه ليس الأقرب إلى الشمس؟",
            correctAnswer: "الزهرة",
            fakeAnswers: ["عطارد", "المريخ", "المشتري"],
          },
          {
            content: "كم قمرًا طبيعيًا يدور حول كوكب المريخ؟",
            correctAnswer: "2",
            alternativeAnswer1: "اثنان",
            alternativeAnswer2: "قمران",
            fakeAnswers: ["1", "3", "4"],
          },
          {
            content: "ما اسم أكبر قمر في المجموعة الشمسية؟",
            correctAnswer: "غانيميد",
            alternativeAnswer1: "جانيميد",
            fakeAnswers: ["تيتان", "كاليستو", "آيو"],
          },
          {
            content: "في أي عام هبط الإنسان لأول مرة على سطح القمر؟",
            correctAnswer: "1969",
            fakeAnswers: ["1967", "1971", "1965"],
          },
          {
            content: "من أول إنسان سافر إلى الفضاء؟",
            correctAnswer: "يوري غاغارين",
            alternativeAnswer1: "غاغارين",
            alternativeAnswer2: "يوري جاجارين",
            fakeAnswers: ["نيل آرمسترونغ", "جون غلين", "أليكسي ليونوف"],
          },
          {
            content: "كم يستغرق ضوء الشمس تقريبًا حتى يصل إلى الأرض؟",
            correctAnswer: "8 دقائق",
            alternativeAnswer1: "ثماني دقائق",
            fakeAnswers: ["8 ثوانٍ", "3 دقائق", "20 دقيقة"],
          },
          {
            content: "ما الكوكب الذي يدور وهو مائل على جانبه تقريبًا، وكأنه يتدحرج في مداره؟",
            correctAnswer: "أورانوس",
            fakeAnswers: ["نبتون", "زحل", "المشتري"],
          },
          {
            content: "أي كوكب كثافته أقل من كثافة الماء، فلو وُجد حوض ماء ضخم بما يكفي لطفا فوقه؟",
            correctAnswer: "زحل",
            fakeAnswers: ["المشتري", "نبتون", "أورانوس"],
          },
          {
            content: "من أول رائد فضاء عربي صعد إلى الفضاء، وكان ذلك عام 1985؟",
            correctAnswer: "سلطان بن سلمان",
            alternativeAnswer1: "الأمير سلطان بن سلمان",
            fakeAnswers: ["محمد فارس", "هزاع المنصوري", "سلطان النيادي"],
          },
          {
            content: "ما اسم المسبار الذي أرسلته الإمارات إلى المريخ ووصل إلى مداره عام 2021؟",
            correctAnswer: "مسبار الأمل",
            alternativeAnswer1: "الأمل",
            fakeAnswers: ["مسبار راشد", "مسبار زايد", "مسبار الفجر"],
          },
          {
            content: "ما اسم التلسكوب الفضائي الشهير الذي أُطلق إلى مداره حول الأرض عام 1990؟",
            correctAnswer: "هابل",
            alternativeAnswer1: "تلسكوب هابل",
            fakeAnswers: ["جيمس ويب", "كبلر", "سبيتزر"],
          },
          {
            content: "ما اسم أول قمر صناعي أطلقه الإنسان إلى الفضاء عام 1957؟",
            correctAnswer: "سبوتنيك 1",
            alternativeAnswer1: "سبوتنيك",
            fakeAnswers: ["فوستوك 1", "إكسبلورر 1", "أبولو 1"],
          },
        ],
      },
      {
        nameAr: "جسم الإنسان",
        isPremium: false,
        questions: [
          {
            content: "كم عظمة في جسم الإنسان البالغ؟",
            correctAnswer: "206",
            fakeAnswers: ["208", "212", "198"],
          },
          {
            content: "ما أصغر عظمة في جسم الإنسان؟",
            correctAnswer: "الركاب",
            alternativeAnswer1: "عظمة الركاب",
            fakeAnswers: ["المطرقة", "السندان", "العصعص"],
          },
          {
            content: "ما أكبر عضو في جسم الإنسان؟",
            correctAnswer: "الجلد",
            fakeAnswers: ["الكبد", "الرئتان", "الأمعاء الدقيقة"],
          },
          {
            content: "كم عدد أسنان الإنسان البالغ كاملةً مع أضراس العقل؟",
            correctAnswer: "32",
            fakeAnswers: ["28", "30", "36"],
          },
          {
            content: "ما أطول عظمة في جسم الإنسان؟",
            correctAnswer: "عظمة الفخذ",
            alternativeAnswer1: "الفخذ",
            alternativeAnswer2: "عظم الفخذ",
            fakeAnswers: ["عظمة الساق", "عظمة العضد", "عظمة الشظية"],
          },
          {
            content: "ما العضو الذي يفرز هرمون الإنسولين؟",
            correctAnswer: "البنكرياس",
            fakeAnswers: ["الكبد", "الطحال", "الغدة الدرقية"],
          },
          {
            content: "ما اسم الصبغة التي تمنح الجلد والشعر لونهما؟",
            correctAnswer: "الميلانين",
            fakeAnswers: ["الكيراتين", "الكولاجين", "الهيموغلوبين"],
          },
          {
            content: "ما فصيلة الدم المعروفة بـ«المعطي العام»؟",
            correctAnswer: "O سالب",
            alternativeAnswer1: "O-",
            fakeAnswers: ["AB موجب", "A سالب", "B موجب"],
          },
          {
            content: "ما العضو الذي يخزّن العصارة الصفراوية بعد أن يفرزها الكبد؟",
            correctAnswer: "المرارة",
            alternativeAnswer1: "الحويصلة الصفراوية",
            fakeAnswers: ["البنكرياس", "الطحال", "المعدة"],
          },
          {
            content: "ما أكبر شريان في جسم الإنسان؟",
            correctAnswer: "الأبهر",
            alternativeAnswer1: "الأورطي",
            alternativeAnswer2: "الشريان الأبهر",
            fakeAnswers: ["الشريان السباتي", "الشريان الرئوي", "الشريان الفخذي"],
          },
          {
            content: "ما الجزء من العين الذي يحدد لونها؟",
            correctAnswer: "القزحية",
            fakeAnswers: ["الشبكية", "القرنية", "البؤبؤ"],
          },
          {
            content: "ما الفيتامين الذي يصنعه الجسم عند تعرّض الجلد لأشعة الشمس؟",
            correctAnswer: "فيتامين د",
            alternativeAnswer1: "فيتامين D",
            alternativeAnswer2: "فيتامين دال",
            fakeAnswers: ["فيتامين أ", "فيتامين ج", "فيتامين ب12"],
          },
        ],
      },
      {
        nameAr: "عالم الحيوان",
        isPremium: true,
        questions: [
          {
            content: "كم قلبًا للأخطبوط؟",
            correctAnswer: "3",
            alternativeAnswer1: "ثلاثة",
            fakeAnswers: ["1", "2", "4"],
          },
          {
            content: "ماذا يُسمّى صغير الناقة في اللغة العربية؟",
            correctAnswer: "الحُوار",
            alternativeAnswer1: "حوار",
            fakeAnswers: ["المُهر", "الجحش", "الخِشف"],
          },
          {
            content: "ما أكبر حيوان يعيش على كوكب الأرض اليوم؟",
            correctAnswer: "الحوت الأزرق",
            fakeAnswers: ["الحوت الأحدب", "قرش الحوت", "حوت العنبر"],
          },
          {
            content: "ما الحيوان الثديي الوحيد القادر على الطيران الحقيقي؟",
            correctAnswer: "الخفاش",
            alternativeAnswer1: "الوطواط",
            fakeAnswers: ["السنجاب الطائر", "الليمور الطائر", "البوسوم الطائر"],
          },
          {
            content: "ما لون جلد الدب القطبي تحت فرائه الأبيض؟",
            correctAnswer: "أسود",
            alternativeAnswer1: "الأسود",
            fakeAnswers: ["أبيض", "وردي", "رمادي"],
          },
          {
            content: "كم حجرة في معدة البقرة؟",
            correctAnswer: "4",
            alternativeAnswer1: "أربع",
            fakeAnswers: ["2", "3", "6"],
          },
          {
            content: "أي حيوان ثديي يملك أطول فترة حمل، تقارب 22 شهرًا؟",
            correctAnswer: "الفيل",
            fakeAnswers: ["الزرافة", "وحيد القرن", "الجمل"],
          },
          {
            content: "ما الطائر الذي يضع أكبر بيضة بين الطيور الحية؟",
            correctAnswer: "النعامة",
            fakeAnswers: ["الإيمو", "البطريق الإمبراطوري", "النسر"],
          },
          {
            content: "كم فقرة في رقبة الزرافة؟",
            correctAnswer: "7",
            alternativeAnswer1: "سبع",
            fakeAnswers: ["12", "18", "24"],
          },
          {
            content: "ما اسم صوت الجمل في اللغة العربية؟",
            correctAnswer: "الرغاء",
            alternativeAnswer1: "رغاء",
            alternativeAnswer2: "الهدير",
            fakeAnswers: ["الخوار", "الثغاء", "النهيق"],
          },
          {
            content: "ما الطائر المعروف بقدرته على الطيران إلى الخلف؟",
            correctAnswer: "الطائر الطنان",
            alternativeAnswer1: "الطنان",
            alternativeAnswer2: "طائر الطنان",
            fakeAnswers: ["السنونو", "الهدهد", "الرفراف"],
          },
          {
            content: "ما أسرع طائر في العالم عند الانقضاض على فريسته؟",
            correctAnswer: "الشاهين",
            alternativeAnswer1: "صقر الشاهين",
            alternativeAnswer2: "الصقر الجوال",
            fakeAnswers: ["النسر الأصلع", "الحبارى", "البومة"],
          },
        ],
      },
    ],
  },
  {
    nameAr: "رياضة",
    isPremium: false,
    subcategories: [
      {
        nameAr: "كرة القدم",
        isPremium: false,
        questions: [
          {
            content: "ما المنتخب الذي فاز بأول نسخة من كأس العالم عام 1930؟",
            correctAnswer: "الأوروغواي",
            alternativeAnswer1: "أوروغواي",
            fakeAnswers: ["الأرجنتين", "البرازيل", "إيطاليا"],
          },
          {
            content: "ما أول منتخب عربي شارك في نهائيات كأس العالم، وكان ذلك عام 1934؟",
            correctAnswer: "مصر",
            fakeAnswers: ["المغرب", "تونس", "الجزائر"],
          },
          {
            content: "ما الدولة التي استضافت كأس العالم 1998 وفازت باللقب؟",
            correctAnswer: "فرنسا",
            fakeAnswers: ["إيطاليا", "ألمانيا", "إسبانيا"],
          },
          {
            content: "ما الدولتان اللتان استضافتا كأس العالم 2002 معًا؟",
            correctAnswer: "اليابان وكوريا الجنوبية",
            alternativeAnswer1: "كوريا الجنوبية واليابان",
            fakeAnswers: ["الصين واليابان", "الصين وكوريا الجنوبية", "اليابان وأستراليا"],
          },
          {
            content: "من سجّل هدف فوز إسبانيا في نهائي كأس العالم 2010؟",
            correctAnswer: "إنييستا",
            alternativeAnswer1: "أندريس إنييستا",
            fakeAnswers: ["دافيد فيا", "تشافي", "فرناندو توريس"],
          },
          {
            content: "بأي نتيجة فازت ألمانيا على البرازيل في نصف نهائي كأس العالم 2014؟",
            correctAnswer: "7-1",
            alternativeAnswer1: "1-7",
            fakeAnswers: ["5-1", "6-0", "4-1"],
          },
          {
            content: "من اللاعب الذي نطحه زين الدين زيدان في نهائي كأس العالم 2006؟",
            correctAnswer: "ماتيراتزي",
            alternativeAnswer1: "ماركو ماتيراتزي",
            fakeAnswers: ["فابيو كانافارو", "أليساندرو نيستا", "جينارو غاتوزو"],
          },
          {
            content: "من صاحب هدف «يد الله» الشهير في كأس العالم 1986؟",
            correctAnswer: "مارادونا",
            alternativeAnswer1: "دييغو مارادونا",
            fakeAnswers: ["بيليه", "ماريو كيمبس", "باتيستوتا"],
          },
          {
            content: "ضد أي منتخب سجّل السعودي سعيد العويران هدفه التاريخي بعد انطلاقة من منتصف الملعب في كأس العالم 1994؟",
            correctAnswer: "بلجيكا",
            fakeAnswers: ["هولندا", "المغرب", "السويد"],
          },
          {
            content: "ما المنتخب العربي الذي فاز على الأرجنتين 2-1 في كأس العالم 2022؟",
            correctAnswer: "السعودية",
            alternativeAnswer1: "المنتخب السعودي",
            fakeAnswers: ["تونس", "المغرب", "قطر"],
          },
          {
            content: "ما أول منتخب عربي وأفريقي يبلغ الدور نصف النهائي في كأس العالم؟",
            correctAnswer: "المغرب",
            fakeAnswers: ["الجزائر", "السنغال", "الكاميرون"],
          },
          {
            content: "على أي ملعب أُقيمت المباراة النهائية لكأس العالم 2022 في قطر؟",
            correctAnswer: "استاد لوسيل",
            alternativeAnswer1: "لوسيل",
            alternativeAnswer2: "ملعب لوسيل",
            fakeAnswers: ["استاد البيت", "استاد خليفة الدولي", "استاد الثمامة"],
          },
        ],
      },
      {
        nameAr: "رياضات متنوعة",
        isPremium: false,
        questions: [
          {
            content: "كم لاعبًا لكل فريق داخل ملعب الكرة الطائرة؟",
            correctAnswer: "6",
            alternativeAnswer1: "ستة",
            fakeAnswers: ["5", "7", "8"],
          },
          {
            content: "كم لاعبًا لكل فريق داخل ملعب كرة اليد، بمن فيهم حارس المرمى؟",
            correctAnswer: "7",
            alternativeAnswer1: "سبعة",
            fakeAnswers: ["5", "6", "9"],
          },
          {
            content: "كم تبلغ مسافة سباق الماراثون تقريبًا؟",
            correctAnswer: "42 كيلومترًا",
            alternativeAnswer1: "42 كم",
            alternativeAnswer2: "42.195 كم",
            fakeAnswers: ["40 كيلومترًا", "45 كيلومترًا", "38 كيلومترًا"],
          },
          {
            content: "في أي مدينة أُقيمت أول دورة ألعاب أولمبية حديثة عام 1896؟",
            correctAnswer: "أثينا",
            fakeAnswers: ["باريس", "لندن", "روما"],
          },
          {
            content: "كم حفرة في ملعب الغولف القياسي؟",
            correctAnswer: "18",
            fakeAnswers: ["12", "16", "20"],
          },
          {
            content: "في أي بلد نشأت رياضة الجودو؟",
            correctAnswer: "اليابان",
            fakeAnswers: ["الصين", "كوريا الجنوبية", "تايلاند"],
          },
          {
            content: "من أول امرأة عربية تفوز بميدالية ذهبية أولمبية؟",
            correctAnswer: "نوال المتوكل",
            fakeAnswers: ["حسيبة بولمرقة", "غادة شعاع", "نزهة بدوان"],
          },
          {
            content: "كم دقيقة مدة الربع الواحد في مباريات دوري كرة السلة الأمريكي NBA؟",
            correctAnswer: "12",
            alternativeAnswer1: "12 دقيقة",
            fakeAnswers: ["10", "15", "20"],
          },
          {
            content: "في أي بلد اختُرعت لعبة كرة السلة عام 1891؟",
            correctAnswer: "الولايات المتحدة",
            alternativeAnswer1: "أمريكا",
            alternativeAnswer2: "الولايات المتحدة الأمريكية",
            fakeAnswers: ["كندا", "بريطانيا", "فرنسا"],
          },
          {
            content: "ماذا تُسمّى سباقات الإبل التراثية في الخليج العربي؟",
            correctAnswer: "الهجن",
            alternativeAnswer1: "سباق الهجن",
            fakeAnswers: ["المزاين", "العرضة", "الدحة"],
          },
          {
            content: "ما اسم الحركة في الشطرنج التي يتحرك فيها الملك والقلعة معًا في نقلة واحدة؟",
            correctAnswer: "التبييت",
            alternativeAnswer1: "الكاستلينغ",
            alternativeAnswer2: "التحصين",
            fakeAnswers: ["الترقية", "الأخذ في المرور", "التبادل"],
          },
          {
            content: "ما بطولة التنس الكبرى الوحيدة التي تُلعب على الملاعب الترابية؟",
            correctAnswer: "رولان غاروس",
            alternativeAnswer1: "بطولة فرنسا المفتوحة",
            alternativeAnswer2: "فرنسا المفتوحة",
            fakeAnswers: ["ويمبلدون", "أمريكا المفتوحة", "أستراليا المفتوحة"],
          },
        ],
      },
    ],
  },
  {
    nameAr: "ثقافة عامة",
    isPremium: true,
    subcategories: [
      {
        nameAr: "أكلات وأطباق",
        isPremium: true,
        questions: [
          {
            content: "ما الحبوب الأساسية التي تُطهى مع اللحم في طبق «الهريس» الخليجي؟",
            correctAnswer: "القمح",
            fakeAnswers: ["الأرز", "الشعير", "الشوفان"],
          },
          {
            content: "«المنسف» هو الطبق الوطني لأي دولة؟",
            correctAnswer: "الأردن",
            fakeAnswers: ["سوريا", "العراق", "لبنان"],
          },
          {
            content: "ما اسم اللبن المجفف الذي يُطهى به المنسف؟",
            correctAnswer: "الجميد",
            fakeAnswers: ["اللبنة", "الكشك", "القشطة"],
          },
          {
            content: "ما المادة الأساسية التي يُحضَّر منها الكسكسي المغاربي عادةً؟",
            correctAnswer: "السميد",
            alternativeAnswer1: "سميد القمح",
            fakeAnswers: ["الأرز", "البرغل", "العدس"],
          },
          {
            content: "ما المكوّن الأساسي في الطعمية (الفلافل) المصرية؟",
            correctAnswer: "الفول",
            alternativeAnswer1: "الفول المجروش",
            fakeAnswers: ["الحمص", "العدس", "الفاصولياء"],
          },
          {
            content: "ما الطبق الخليجي الرمضاني المصنوع من خبز الرقاق المقطّع والمنقوع في مرق اللحم والخضار؟",
            correctAnswer: "الثريد",
            alternativeAnswer1: "ثريد",
            fakeAnswers: ["الهريس", "المجبوس", "الجريش"],
          },
          {
            content: "ما الاسم الخليجي لليمون المجفف المستخدم في الطبخ؟",
            correctAnswer: "اللومي",
            alternativeAnswer1: "لومي",
            alternativeAnswer2: "النومي",
            fakeAnswers: ["السماق", "الهيل", "البزار"],
          },
          {
            content: "ما الطبق اليمني الشهير الذي يُطهى فيه اللحم والأرز في تنور داخل حفرة في الأرض؟",
            correctAnswer: "المندي",
            fakeAnswers: ["المضغوط", "المضبي", "الزربيان"],
          },
          {
            content: "ما الورقيات الأساسية في سلطة التبولة؟",
            correctAnswer: "البقدونس",
            fakeAnswers: ["النعناع", "الخس", "الجرجير"],
          },
          {
            content: "من أي بذور تُصنع الطحينة؟",
            correctAnswer: "السمسم",
            fakeAnswers: ["الكتان", "عباد الشمس", "الحمص"],
          },
          {
            content: "من أي بلد تأتي حلوى «أم علي»؟",
            correctAnswer: "مصر",
            fakeAnswers: ["لبنان", "سوريا", "تونس"],
          },
          {
            content: "ما المكوّن الرئيسي في طبق «البلاليط» الخليجي الذي يُقدَّم على الفطور؟",
            correctAnswer: "الشعيرية",
            alternativeAnswer1: "الشعرية",
            fakeAnswers: ["الأرز", "البرغل", "السميد"],
          },
        ],
      },
      {
        nameAr: "لغة عربية وأمثال",
        isPremium: true,
        questions: [
          {
            content: "أكمل المثل: «الصديق وقت ...»",
            correctAnswer: "الضيق",
            fakeAnswers: ["الحاجة", "الشدة", "المحنة"],
          },
          {
            content: "أكمل المثل: «إذا كان الكلام من فضة فالسكوت من ...»",
            correctAnswer: "ذهب",
            fakeAnswers: ["ألماس", "لؤلؤ", "ياقوت"],
          },
          {
            content: "أكمل بيت المتنبي: «ما كل ما يتمنى المرء يدركه ... تجري الرياح بما لا تشتهي ...»",
            correctAnswer: "السفن",
            fakeAnswers: ["الأشرعة", "الطيور", "القلوب"],
          },
          {
            content: "أكمل المثل: «عصفور في اليد خير من ... على الشجرة»",
            correctAnswer: "عشرة",
            alternativeAnswer1: "10",
            fakeAnswers: ["مئة", "خمسة", "ألف"],
          },
          {
            content: "أكمل المثل: «رجع بخفّي ...»",
            correctAnswer: "حنين",
            fakeAnswers: ["جحا", "حسين", "حمدان"],
          },
          {
            content: "أكمل المثل: «سبق السيفُ ...»",
            correctAnswer: "العذل",
            fakeAnswers: ["الكلام", "الوعد", "الحق"],
          },
          {
            content: "أكمل المثل الذي يُضرب لمن يُجازى على الإحسان بالإساءة: «جزاء ...»",
            correctAnswer: "سنمار",
            fakeAnswers: ["حاتم", "عنترة", "شهريار"],
          },
          {
            content: "أكمل المثل: «أعطِ الخبز ... ولو أكل نصفه»",
            correctAnswer: "لخبازه",
            fakeAnswers: ["لجائعه", "لصاحبه", "لجاره"],
          },
          {
            content: "أكمل المثل: «في التأني السلامة، وفي العجلة ...»",
            correctAnswer: "الندامة",
            fakeAnswers: ["الخسارة", "الملامة", "الهلاك"],
          },
          {
            content: "ما معنى كلمة «الهِزَبْر»؟",
            correctAnswer: "الأسد",
            fakeAnswers: ["الذئب", "النمر", "الصقر"],
          },
          {
            content: "ما معنى كلمة «السَّغَب»؟",
            correctAnswer: "الجوع",
            fakeAnswers: ["العطش", "التعب", "البرد"],
          },
          {
            content: "ما معنى كلمة «الحُسام»؟",
            correctAnswer: "السيف",
            fakeAnswers: ["الرمح", "الدرع", "الخنجر"],
          },
        ],
      },
    ],
  },
];
