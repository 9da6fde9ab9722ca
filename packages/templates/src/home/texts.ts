import type { TLocale } from '@undangin/shared';

/** Picks one of a language's plural forms for a count (Intl's categories: one, two, few, many, other). */
type TPlural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type THomeTexts = {
  /** The BCP 47 tag numbers are written in, and Open Graph's locale. */
  numberLocale: string;
  ogLocale: string;
  title: string;
  description: string;
  skip: string;
  shareAlt: string;
  account: string;
  login: string;
  register: string;
  hero: { eyebrow: string; heading: string; lead: string; templates: string; prices: string };
  steps: { heading: string; items: { title: string; text: string }[] };
  templates: {
    heading: string;
    intro: string;
    demo: string;
    demoNamed: string;
    thumbnailAlt: string;
    tier: { free: string; premium: string };
  };
  packages: {
    heading: string;
    intro: string;
    free: string;
    guests: TPlural;
    days: TPlural;
    gallery: TPlural;
    freeTemplates: string;
    premiumTemplates: string;
    music: string;
    qrCheckin: string;
    moderation: string;
    withoutMark: string;
  };
  cta: { heading: string; text: string; haveAccount: string };
  footer: { tagline: string; languages: string };
};

/** The page's own words; template and package names and descriptions come from the database as written. */
export const HOME_TEXTS: Record<TLocale, THomeTexts> = {
  id: {
    numberLocale: 'id-ID',
    ogLocale: 'id_ID',
    title: 'Undangin: undangan pernikahan digital dengan daftar tamu, RSVP dan check-in QR',
    description:
      'Buat undangan pernikahan dari template siap pakai, kirim tautan pribadi ke setiap tamu lewat WhatsApp, terima RSVP dan ucapan, lalu check-in tamu dengan kode QR. Daftar gratis.',
    skip: 'Langsung ke isi halaman',
    shareAlt: 'Contoh undangan pernikahan dari Undangin',
    account: 'Akun',
    login: 'Masuk',
    register: 'Daftar gratis',
    hero: {
      eyebrow: 'Undangan pernikahan digital',
      heading: 'Atur daftar tamu dan sebar undangan pernikahanmu.',
      lead: 'Undangin membantumu membuat undangan yang indah, mengirimnya ke setiap tamu dengan namanya sendiri, dan tahu siapa yang akan datang, langsung dari ponsel.',
      templates: 'Lihat template',
      prices: 'Lihat harga',
    },
    steps: {
      heading: 'Cara kerjanya',
      items: [
        {
          title: 'Pilih template',
          text: 'Pilih desain, isi nama kalian, acara dan foto, lalu lihat hasilnya saat itu juga.',
        },
        {
          title: 'Susun daftar tamu',
          text: 'Tambah tamu satu per satu atau impor dari Excel, lengkap dengan jumlah orang dan acaranya.',
        },
        {
          title: 'Kirim tautan pribadi lewat WhatsApp',
          text: 'Setiap tamu menerima tautan dengan namanya sendiri, dan kamu tahu siapa yang sudah membukanya.',
        },
        {
          title: 'Terima RSVP dan ucapan',
          text: 'Tamu mengonfirmasi kehadiran dan menulis ucapan langsung di halaman undangan.',
        },
        {
          title: 'Check-in tamu dengan kode QR',
          text: 'Di hari H, penerima tamu memindai kode QR dari undangan: buku tamu digital tanpa antre.',
        },
        {
          title: 'Bayar dengan transfer bank',
          text: 'Mulai gratis. Butuh lebih? Pilih paket, transfer ke rekening kami dan unggah buktinya.',
        },
      ],
    },
    templates: {
      heading: 'Template undangan',
      intro: 'Buka demonya untuk melihat undangan persis seperti yang diterima tamu.',
      demo: 'Lihat demo',
      demoNamed: 'Lihat demo template {name}',
      thumbnailAlt: 'Tampilan sampul template {name}',
      tier: { free: 'Gratis', premium: 'Premium' },
    },
    packages: {
      heading: 'Paket dan harga',
      intro: 'Harga per undangan untuk seluruh masa aktifnya, dibayar sekali dengan transfer bank.',
      free: 'Gratis',
      guests: { other: 'Hingga {n} tamu' },
      days: { other: 'Aktif {n} hari' },
      gallery: { other: '{n} foto galeri' },
      freeTemplates: 'Template gratis',
      premiumTemplates: 'Semua template, termasuk premium',
      music: 'Unggah musik sendiri',
      qrCheckin: 'Buku tamu digital dengan check-in QR',
      moderation: 'Moderasi ucapan',
      withoutMark: 'Tanpa tanda "dibuat dengan Undangin"',
    },
    cta: {
      heading: 'Siap menyebar undanganmu?',
      text: 'Daftar gratis dan buat undangan pertamamu hari ini. Naik paket kapan saja.',
      haveAccount: 'Sudah punya akun?',
    },
    footer: { tagline: 'Undangan pernikahan digital', languages: 'Bahasa' },
  },
  en: {
    numberLocale: 'en-US',
    ogLocale: 'en_US',
    title: 'Undangin: digital wedding invitations with a guest list, RSVP and QR check-in',
    description:
      'Make a wedding invitation from a ready-made template, send every guest a personal link on WhatsApp, collect RSVPs and wishes, then check guests in by QR code. Sign up for free.',
    skip: 'Skip to content',
    shareAlt: 'A wedding invitation made with Undangin',
    account: 'Account',
    login: 'Sign in',
    register: 'Sign up free',
    hero: {
      eyebrow: 'Digital wedding invitations',
      heading: 'Manage your guest list and send your wedding invitations.',
      lead: 'Undangin helps you make a beautiful invitation, send it to every guest under their own name, and know who is coming, right from your phone.',
      templates: 'See the templates',
      prices: 'See the prices',
    },
    steps: {
      heading: 'How it works',
      items: [
        {
          title: 'Choose a template',
          text: 'Pick a design, fill in your names, events and photos, and see the result as you type.',
        },
        {
          title: 'Build your guest list',
          text: 'Add guests one by one or import them from Excel, with how many people and which events.',
        },
        {
          title: 'Send personal links on WhatsApp',
          text: 'Every guest gets a link with their own name, and you see who has opened it.',
        },
        {
          title: 'Collect RSVPs and wishes',
          text: 'Guests confirm whether they will come and write their wishes right on the invitation.',
        },
        {
          title: 'Check guests in by QR code',
          text: 'On the day, your ushers scan the QR code from each invitation: a digital guest book, no queue.',
        },
        {
          title: 'Pay by bank transfer',
          text: 'Start for free. Need more? Choose a package, transfer to our account and upload the receipt.',
        },
      ],
    },
    templates: {
      heading: 'Invitation templates',
      intro: 'Open a demo to see an invitation exactly as your guests receive it.',
      demo: 'View demo',
      demoNamed: 'View the {name} template demo',
      thumbnailAlt: 'Cover of the {name} template',
      tier: { free: 'Free', premium: 'Premium' },
    },
    packages: {
      heading: 'Packages and prices',
      intro: 'Prices are per invitation for its whole active period, paid once by bank transfer.',
      free: 'Free',
      guests: { one: 'Up to {n} guest', other: 'Up to {n} guests' },
      days: { one: 'Active for {n} day', other: 'Active for {n} days' },
      gallery: { one: '{n} gallery photo', other: '{n} gallery photos' },
      freeTemplates: 'Free templates',
      premiumTemplates: 'All templates, premium included',
      music: 'Upload your own music',
      qrCheckin: 'Digital guest book with QR check-in',
      moderation: 'Wishes moderation',
      withoutMark: 'Without "made with Undangin"',
    },
    cta: {
      heading: 'Ready to send your invitations?',
      text: 'Sign up for free and make your first invitation today. Upgrade any time.',
      haveAccount: 'Already have an account?',
    },
    footer: { tagline: 'Digital wedding invitations', languages: 'Language' },
  },
  ar: {
    numberLocale: 'ar',
    ogLocale: 'ar_AR',
    title: 'Undangin: دعوات زفاف رقمية مع قائمة الضيوف وتأكيد الحضور وتسجيل الدخول برمز QR',
    description:
      'أنشئ دعوة زفافك من قالب جاهز، وأرسل لكل ضيف رابطًا شخصيًا عبر واتساب، واستقبل تأكيدات الحضور والتهاني، ثم سجّل حضور الضيوف برمز QR. التسجيل مجاني.',
    skip: 'انتقل إلى المحتوى',
    shareAlt: 'دعوة زفاف من Undangin',
    account: 'الحساب',
    login: 'تسجيل الدخول',
    register: 'سجّل مجانًا',
    hero: {
      eyebrow: 'دعوات زفاف رقمية',
      heading: 'نظّم قائمة ضيوفك وأرسل دعوات زفافك.',
      lead: 'يساعدك Undangin على إنشاء دعوة جميلة، وإرسالها إلى كل ضيف باسمه، ومعرفة من سيحضر، مباشرة من هاتفك.',
      templates: 'تصفّح القوالب',
      prices: 'اطّلع على الأسعار',
    },
    steps: {
      heading: 'كيف يعمل',
      items: [
        {
          title: 'اختر قالبًا',
          text: 'اختر تصميمًا، واكتب أسماءكما والمناسبات وأضف الصور، وشاهد النتيجة فورًا.',
        },
        {
          title: 'جهّز قائمة الضيوف',
          text: 'أضف الضيوف واحدًا تلو الآخر أو استوردهم من Excel، مع عدد الأشخاص والمناسبات لكل ضيف.',
        },
        {
          title: 'أرسل روابط شخصية عبر واتساب',
          text: 'يتلقى كل ضيف رابطًا يحمل اسمه، وتعرف من فتحه.',
        },
        {
          title: 'استقبل تأكيدات الحضور والتهاني',
          text: 'يؤكد الضيوف حضورهم ويكتبون تهانيهم في صفحة الدعوة نفسها.',
        },
        {
          title: 'سجّل حضور الضيوف برمز QR',
          text: 'في يوم الحفل، يمسح مستقبلو الضيوف رمز QR من الدعوة: سجل ضيوف رقمي بلا طوابير.',
        },
        {
          title: 'ادفع بالتحويل البنكي',
          text: 'ابدأ مجانًا. تحتاج المزيد؟ اختر باقة، وحوّل إلى حسابنا، وارفع إيصال التحويل.',
        },
      ],
    },
    templates: {
      heading: 'قوالب الدعوات',
      intro: 'افتح النموذج لترى الدعوة تمامًا كما يستلمها ضيوفك.',
      demo: 'عرض النموذج',
      demoNamed: 'عرض نموذج قالب {name}',
      thumbnailAlt: 'غلاف قالب {name}',
      tier: { free: 'مجاني', premium: 'مميز' },
    },
    packages: {
      heading: 'الباقات والأسعار',
      intro: 'السعر لكل دعوة طوال مدة تفعيلها، يُدفع مرة واحدة بالتحويل البنكي.',
      free: 'مجانية',
      guests: {
        zero: 'حتى {n} ضيف',
        one: 'حتى ضيف واحد',
        two: 'حتى ضيفين',
        few: 'حتى {n} ضيوف',
        many: 'حتى {n} ضيفًا',
        other: 'حتى {n} ضيف',
      },
      days: {
        zero: 'نشطة {n} يوم',
        one: 'نشطة يومًا واحدًا',
        two: 'نشطة يومين',
        few: 'نشطة {n} أيام',
        many: 'نشطة {n} يومًا',
        other: 'نشطة {n} يوم',
      },
      gallery: {
        zero: '{n} صورة في المعرض',
        one: 'صورة واحدة في المعرض',
        two: 'صورتان في المعرض',
        few: '{n} صور في المعرض',
        many: '{n} صورة في المعرض',
        other: '{n} صورة في المعرض',
      },
      freeTemplates: 'قوالب مجانية',
      premiumTemplates: 'كل القوالب بما فيها المميزة',
      music: 'رفع موسيقاك الخاصة',
      qrCheckin: 'سجل ضيوف رقمي مع تسجيل الحضور برمز QR',
      moderation: 'مراجعة التهاني',
      withoutMark: 'بدون عبارة "صُنعت بواسطة Undangin"',
    },
    cta: {
      heading: 'هل أنت مستعد لإرسال دعواتك؟',
      text: 'سجّل مجانًا وأنشئ دعوتك الأولى اليوم. يمكنك الترقية في أي وقت.',
      haveAccount: 'لديك حساب بالفعل؟',
    },
    footer: { tagline: 'دعوات زفاف رقمية', languages: 'اللغة' },
  },
};

const formats = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();

/** The form of a counted phrase for `count`, with the number written the language's way. */
export function counted(texts: THomeTexts, forms: TPlural, count: number): string {
  let format = formats.get(texts.numberLocale);
  if (!format) {
    format = {
      plural: new Intl.PluralRules(texts.numberLocale),
      number: new Intl.NumberFormat(texts.numberLocale),
    };
    formats.set(texts.numberLocale, format);
  }
  const form = forms[format.plural.select(count)] ?? forms.other;
  return form.replace('{n}', format.number.format(count));
}
