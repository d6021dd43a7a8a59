// The sidebars the demo roles see (SPEC.md section 2), in Uzbek unless named otherwise: one place
// for every test that checks a menu, so that a new screen changes one list.

/** The ministry-level administrative section: its own structure, every institution's staff and students. */
export const administrativeOtv = [
  'Vazirlik va bo‘limlar',
  'Ta’lim muassasalari',
  'TM bo‘limlari',
  'TM lavozimlari',
  'Xodimlar',
  'O‘qituvchilar',
  'O‘quvchilar',
  'Bitiruvchilar',
];
/** The ministry's subject catalogue and model curricula. */
export const eduProcessOtv = ['Fanlar', 'Fanlar to‘plami', 'Fan turlari', 'Namunaviy o‘quv rejalar'];
/** An institution's own teaching process: curricula, groups and students are institution-level screens. */
export const eduProcessOtm = [
  'Yo‘nalishlar',
  'O‘quv rejalar',
  'Guruhlar',
  'Qaydnomalar',
  'Imtihonlar jadvali',
  'Davomat nazorati',
  'Akademik qarzdorlar',
  'O‘quvchilar',
  'Buyruqlar',
  'Bitiruvchilar',
  'Dars jadvalini tuzish',
  'Dars soatlari',
];
/** An institution's own information: its card, buildings and rooms, and the journal's settings. */
export const institutionInfoOtm = ['Ta’lim muassasasi', 'Binolar', 'Xonalar', 'Jurnal sozlamalari'];

/** The reports: the ministry's five, an institution's four (the comparison of institutions is the ministry's). */
export const ministryReports = ['O‘qituvchilar hisoboti', 'O‘qituvchi kesimida', 'Talabalar hisoboti', 'TM kesimida', 'Yo‘nalishlar kesimida'];
export const institutionReports = ['O‘qituvchilar hisoboti', 'O‘qituvchi kesimida', 'Talabalar hisoboti', 'Yo‘nalishlar kesimida'];

/** The teacher module: a collapsible section of its own, with the teacher's own publications. */
export const teacherModule = ['Dars jadvali', 'Mavzular', 'Guruhlar', 'Mening nashrlarim'];
/** What an institution-level role that records rolls sees in it: the day's lessons first. */
export const teacherModuleWithJournal = ['Bugun', ...teacherModule];

/** The scientific process: the science office's, the institution admin's and the ministry's. */
export const science = ['Ilmiy loyihalar', 'Ilmiy nashrlar', 'Doktorantlar', 'Dissertatsiya himoyalari', 'Ilmiy faoliyat hisoboti'];

/**
 * Finance: the ministry sets the base amount and the scholarship types and reads contracts, debts and
 * scholarships; an institution sets its prices and reads its scholarships.
 */
export const financeMinistry = ['Shartnomalar', 'To‘lovlar', 'Qarzdorlik', 'Stipendiyalar', 'Bazaviy miqdor', 'Stipendiya turlari', 'Moliya hisoboti'];
export const financeInstitution = ['Shartnomalar', 'To‘lovlar', 'Qarzdorlik', 'Stipendiyalar', 'Kontrakt narxlari', 'Moliya hisoboti'];

export const superadminMenu = {
  'administrative-otv': administrativeOtv,
  'edu-process-otv': eduProcessOtv,
  // Directions, the academic debts and class hours are read at both levels; the rest of the section is the institution's.
  'edu-process-otm': ['Yo‘nalishlar', 'Akademik qarzdorlar', 'Dars soatlari'],
  'institution-info': ['Binolar', 'Xonalar'],
  science,
  finance: ['Shartnomalar', 'To‘lovlar', 'Qarzdorlik', 'Stipendiyalar', 'Kontrakt narxlari', 'Bazaviy miqdor', 'Stipendiya turlari', 'Moliya hisoboti'],
  management: ['Foydalanuvchilar', 'Rol', 'Audit jurnali'],
  reports: ministryReports,
  teacher: teacherModule,
};

export const superadminMenuEnglish = {
  'administrative-otv': [
    'Ministry and departments',
    'Institutions',
    'Institution departments',
    'Institution positions',
    'Staff',
    'Teachers',
    'Students',
    'Graduates',
  ],
  'edu-process-otv': ['Subjects', 'Subject bundles', 'Subject types', 'Model curricula'],
  'edu-process-otm': ['Directions', 'Academic debts', 'Class hours'],
  'institution-info': ['Buildings', 'Rooms'],
  science: ['Research projects', 'Publications', 'Doctoral students', 'Dissertation defences', 'Science report'],
  finance: ['Contracts', 'Payments', 'Debts', 'Scholarships', 'Contract prices', 'Base amount', 'Scholarship types', 'Finance report'],
  management: ['Users', 'Roles', 'Audit log'],
  reports: ['Teacher report', 'By teacher', 'Student report', 'By institution', 'By direction'],
  teacher: ['Class schedule', 'Topics', 'Groups', 'My publications'],
};

export const ministryMenu = {
  'administrative-otv': administrativeOtv,
  'edu-process-otv': eduProcessOtv,
  'edu-process-otm': ['Yo‘nalishlar', 'Akademik qarzdorlar'],
  science,
  finance: financeMinistry,
  management: ['Foydalanuvchilar', 'Rol', 'Audit jurnali'],
  reports: ministryReports,
};

export const otmadminMenu = {
  'administrative-tm': ['Xodimlar', 'O‘qituvchilar'],
  'edu-process-otm': eduProcessOtm,
  'institution-info': institutionInfoOtm,
  science,
  finance: financeInstitution,
  management: ['Foydalanuvchilar', 'Audit jurnali'],
  reports: institutionReports,
  teacher: teacherModuleWithJournal,
};

export const teacherMenu = { teacher: teacherModuleWithJournal };

/** The science office: its area, the teachers it rates, and its own publications in the teacher module. */
export const scienceMenu = { 'administrative-tm': ['O‘qituvchilar'], science, teacher: ['Mening nashrlarim'] };

/** The accountant: finance, and the directions, groups and students its contracts are for. */
export const accountantMenu = { 'edu-process-otm': ['Yo‘nalishlar', 'Guruhlar', 'O‘quvchilar', 'Dars jadvalini tuzish'], finance: financeInstitution };

/**
 * Students and parents (the portal permission alone) have no sidebar: the portal's screens are
 * along the bottom of the screen, the same for both.
 */
export const portalMenu = ['Bugun / Hafta', 'Baholar', 'Natijalar', 'To‘lovlar', 'Hujjatlar'];
export const portalMenuPaths = ['/portal', '/portal/marks', '/portal/results', '/portal/finance', '/portal/documents'];
