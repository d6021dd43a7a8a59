//! The permission catalogue: every action a role can be granted, with a stable code that roles
//! store and the front end's route table names, its group, and its name in three languages.

use crate::language::Text;
use crate::validation::Invalid;

/// The areas the catalogue is grouped by, as the role form shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PermissionGroup {
    EduProcessMinistry,
    EduProcessInstitution,
    AdministrativeMinistry,
    AdministrativeInstitution,
    InstitutionInfo,
    Management,
    TeacherModule,
    Journal,
    Science,
    Finance,
    Portal,
}

impl PermissionGroup {
    pub const ALL: [PermissionGroup; 11] = [
        PermissionGroup::EduProcessMinistry,
        PermissionGroup::EduProcessInstitution,
        PermissionGroup::AdministrativeMinistry,
        PermissionGroup::AdministrativeInstitution,
        PermissionGroup::InstitutionInfo,
        PermissionGroup::Management,
        PermissionGroup::TeacherModule,
        PermissionGroup::Journal,
        PermissionGroup::Science,
        PermissionGroup::Finance,
        PermissionGroup::Portal,
    ];

    pub fn code(self) -> &'static str {
        match self {
            PermissionGroup::EduProcessMinistry => "edu-process-ministry",
            PermissionGroup::EduProcessInstitution => "edu-process-institution",
            PermissionGroup::AdministrativeMinistry => "administrative-ministry",
            PermissionGroup::AdministrativeInstitution => "administrative-institution",
            PermissionGroup::InstitutionInfo => "institution-info",
            PermissionGroup::Management => "management",
            PermissionGroup::TeacherModule => "teacher-module",
            PermissionGroup::Journal => "journal",
            PermissionGroup::Science => "science",
            PermissionGroup::Finance => "finance",
            PermissionGroup::Portal => "portal",
        }
    }

    pub fn name(self) -> Text {
        match self {
            PermissionGroup::EduProcessMinistry => {
                Text::new("Ta’lim jarayoni (OTV)", "Учебный процесс (министерство)", "Education process (ministry)")
            }
            PermissionGroup::EduProcessInstitution => {
                Text::new("Ta’lim jarayoni (OTM)", "Учебный процесс (учреждение)", "Education process (institution)")
            }
            PermissionGroup::AdministrativeMinistry => {
                Text::new("Ma’muriy jarayon (OTV)", "Административный процесс (министерство)", "Administrative process (ministry)")
            }
            PermissionGroup::AdministrativeInstitution => {
                Text::new("Ma’muriy jarayon (TM)", "Административный процесс (учреждение)", "Administrative process (institution)")
            }
            PermissionGroup::InstitutionInfo => Text::new("TM ma’lumotlari", "Сведения об учреждении", "Institution information"),
            PermissionGroup::Management => Text::new("Boshqaruv", "Управление", "Management"),
            PermissionGroup::TeacherModule => Text::new("O‘qituvchi moduli", "Модуль преподавателя", "Teacher module"),
            PermissionGroup::Journal => Text::new("Ta’lim jurnali", "Журнал занятий", "Teaching journal"),
            PermissionGroup::Science => Text::new("Ilmiy jarayon", "Научный процесс", "Scientific process"),
            PermissionGroup::Finance => Text::new("Moliya", "Финансы", "Finance"),
            PermissionGroup::Portal => Text::new("Shaxsiy kabinet", "Личный кабинет", "Personal portal"),
        }
    }
}

macro_rules! catalogue {
    ($($variant:ident = $code:literal, $group:ident, $uz:literal, $ru:literal, $en:literal;)*) => {
        /// One grantable action.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Permission {
            $($variant,)*
        }

        impl Permission {
            /// The whole catalogue, in the order the role form lists it.
            pub const ALL: &'static [Permission] = &[$(Permission::$variant,)*];

            pub fn code(self) -> &'static str {
                match self {
                    $(Permission::$variant => $code,)*
                }
            }

            pub fn group(self) -> PermissionGroup {
                match self {
                    $(Permission::$variant => PermissionGroup::$group,)*
                }
            }

            pub fn name(self) -> Text {
                match self {
                    $(Permission::$variant => Text::new($uz, $ru, $en),)*
                }
            }
        }
    };
}

catalogue! {
    EduSubjectAdd = "edu-subject-add", EduProcessMinistry, "Fan qo‘shish", "Добавление предмета", "Add subjects";
    EduSubjectEdit = "edu-subject-edit", EduProcessMinistry, "Fanni tahrirlash", "Редактирование предмета", "Edit subjects";
    EduSubjectView = "edu-subject-view", EduProcessMinistry, "Fanlarni ko‘rish", "Просмотр предметов", "View subjects";
    EduSubjectDelete = "edu-subject-delete", EduProcessMinistry, "Fanni o‘chirish", "Удаление предмета", "Delete subjects";
    BundleSubjectAdd = "bundle-subject-add", EduProcessMinistry, "Fanlar to‘plamini qo‘shish", "Добавление набора предметов", "Add subject bundles";
    BundleSubjectEdit = "bundle-subject-edit", EduProcessMinistry, "Fanlar to‘plamini tahrirlash", "Редактирование набора предметов", "Edit subject bundles";
    BundleSubjectView = "bundle-subject-view", EduProcessMinistry, "Fanlar to‘plamini ko‘rish", "Просмотр наборов предметов", "View subject bundles";
    BundleSubjectDelete = "bundle-subject-delete", EduProcessMinistry, "Fanlar to‘plamini o‘chirish", "Удаление набора предметов", "Delete subject bundles";
    CurriculumTemplateAdd = "curriculum-template-add", EduProcessMinistry, "Namunaviy o‘quv reja qo‘shish", "Добавление типового учебного плана", "Add model curricula";
    CurriculumTemplateEdit = "curriculum-template-edit", EduProcessMinistry, "Namunaviy o‘quv rejani tahrirlash", "Редактирование типового учебного плана", "Edit model curricula";
    CurriculumTemplateView = "curriculum-template-view", EduProcessMinistry, "Namunaviy o‘quv rejalarni ko‘rish", "Просмотр типовых учебных планов", "View model curricula";
    CurriculumTemplateDelete = "curriculum-template-delete", EduProcessMinistry, "Namunaviy o‘quv rejani o‘chirish", "Удаление типового учебного плана", "Delete model curricula";

    EduDirectionAdd = "edu-direction-add", EduProcessInstitution, "Yo‘nalish qo‘shish", "Добавление направления", "Add directions";
    EduDirectionEdit = "edu-direction-edit", EduProcessInstitution, "Yo‘nalishni tahrirlash", "Редактирование направления", "Edit directions";
    EduDirectionView = "edu-direction-view", EduProcessInstitution, "Yo‘nalishlarni ko‘rish", "Просмотр направлений", "View directions";
    EduDirectionDelete = "edu-direction-delete", EduProcessInstitution, "Yo‘nalishni o‘chirish", "Удаление направления", "Delete directions";
    CurriculumAdd = "curriculum-add", EduProcessInstitution, "O‘quv reja qo‘shish", "Добавление учебного плана", "Add curricula";
    CurriculumEdit = "curriculum-edit", EduProcessInstitution, "O‘quv rejani tahrirlash", "Редактирование учебного плана", "Edit curricula";
    CurriculumView = "curriculum-view", EduProcessInstitution, "O‘quv rejalarni ko‘rish", "Просмотр учебных планов", "View curricula";
    CurriculumDelete = "curriculum-delete", EduProcessInstitution, "O‘quv rejani o‘chirish", "Удаление учебного плана", "Delete curricula";
    CurriculumCancel = "curriculum-cancel", EduProcessInstitution, "O‘quv rejani bekor qilish", "Отмена утверждения учебного плана", "Cancel curriculum approval";
    CurriculumApprove = "curriculum-approve", EduProcessInstitution, "O‘quv rejani tasdiqlash", "Утверждение учебного плана", "Approve curricula";
    CurriculumInactivate = "curriculum-inactivate", EduProcessInstitution, "O‘quv rejani nofaol qilish", "Деактивация учебного плана", "Inactivate curricula";
    CurriculumArchive = "curriculum-archive", EduProcessInstitution, "O‘quv rejani arxivlash", "Архивирование учебного плана", "Archive curricula";
    CurriculumSplitToSemesters = "curriculum-split-to-semesters", EduProcessInstitution, "Fanlarni semestrlarga taqsimlash", "Распределение предметов по семестрам", "Distribute subjects over semesters";
    EduGroupAdd = "edu-group-add", EduProcessInstitution, "Guruh qo‘shish", "Добавление группы", "Add groups";
    EduGroupEdit = "edu-group-edit", EduProcessInstitution, "Guruhni tahrirlash", "Редактирование группы", "Edit groups";
    EduGroupView = "edu-group-view", EduProcessInstitution, "Guruhlarni ko‘rish", "Просмотр групп", "View groups";
    EduGroupDelete = "edu-group-delete", EduProcessInstitution, "Guruhni o‘chirish", "Удаление группы", "Delete groups";
    EduGroupInactivate = "edu-group-inactivate", EduProcessInstitution, "Guruhni nofaol qilish", "Деактивация группы", "Inactivate groups";
    StudentAdd = "student-add", EduProcessInstitution, "Talaba qo‘shish", "Добавление студента", "Add students";
    StudentImport = "student-import", EduProcessInstitution, "Talabalarni import qilish", "Импорт студентов", "Import students";
    StudentEdit = "student-edit", EduProcessInstitution, "Talabani tahrirlash", "Редактирование студента", "Edit students";
    StudentView = "student-view", EduProcessInstitution, "Talabalarni ko‘rish", "Просмотр студентов", "View students";
    StudentDelete = "student-delete", EduProcessInstitution, "Talabani o‘chirish", "Удаление студента", "Delete students";
    StudentDocument = "student-document", EduProcessInstitution, "Talabaga transkript va ma’lumotnoma berish", "Выдача студенту транскрипта и справки", "Issue students' transcripts and references";
    OrderAdd = "order-add", EduProcessInstitution, "Buyruq qo‘shish", "Добавление приказа", "Add orders";
    OrderEdit = "order-edit", EduProcessInstitution, "Buyruqni tahrirlash", "Редактирование приказа", "Edit orders";
    OrderView = "order-view", EduProcessInstitution, "Buyruqlarni ko‘rish", "Просмотр приказов", "View orders";
    OrderDelete = "order-delete", EduProcessInstitution, "Buyruqni o‘chirish", "Удаление приказа", "Delete orders";
    OrderApply = "order-apply", EduProcessInstitution, "Buyruqni qo‘llash va bekor qilish", "Применение и отмена приказа", "Apply and reverse orders";
    StudentTransfer = "student-transfer", EduProcessInstitution, "Guruhni keyingi kursga o‘tkazish", "Перевод группы на следующий курс", "Promote groups to the next course";
    GraduateView = "graduate-view", EduProcessInstitution, "Bitiruvchilarni ko‘rish", "Просмотр выпускников", "View graduates";
    GenerateDiploma = "generate-diploma", EduProcessInstitution, "Diplom yaratish", "Формирование диплома", "Generate diplomas";
    GenerateDiplomaDuplicate = "generate-diploma-duplicate", EduProcessInstitution, "Diplom dublikatini yaratish", "Формирование дубликата диплома", "Generate diploma duplicates";
    GenerateAppendix = "generate-appendix", EduProcessInstitution, "Diplom ilovasini yaratish", "Формирование приложения к диплому", "Generate diploma supplements";
    GenerateAppendixDuplicate = "generate-appendix-duplicate", EduProcessInstitution, "Diplom ilovasi dublikatini yaratish", "Формирование дубликата приложения", "Generate supplement duplicates";
    GenerateCertificate = "generate-certificate", EduProcessInstitution, "Sertifikat yaratish", "Формирование сертификата", "Generate certificates";
    GenerateCertificateDuplicate = "generate-certificate-duplicate", EduProcessInstitution, "Sertifikat dublikatini yaratish", "Формирование дубликата сертификата", "Generate certificate duplicates";
    ClassHourAdd = "class-hour-add", EduProcessInstitution, "Dars soati qo‘shish", "Добавление учебного часа", "Add class hours";
    ClassHourEdit = "class-hour-edit", EduProcessInstitution, "Dars soatini tahrirlash", "Редактирование учебного часа", "Edit class hours";
    ClassHourView = "class-hour-view", EduProcessInstitution, "Dars soatlarini ko‘rish", "Просмотр учебных часов", "View class hours";
    ClassHourDelete = "class-hour-delete", EduProcessInstitution, "Dars soatini o‘chirish", "Удаление учебного часа", "Delete class hours";

    InstitutionAdd = "institution-add", AdministrativeMinistry, "TM qo‘shish", "Добавление учреждения", "Add institutions";
    InstitutionEdit = "institution-edit", AdministrativeMinistry, "TMni tahrirlash", "Редактирование учреждения", "Edit institutions";
    InstitutionView = "institution-view", AdministrativeMinistry, "TMlarni ko‘rish", "Просмотр учреждений", "View institutions";
    InstitutionDelete = "institution-delete", AdministrativeMinistry, "TMni o‘chirish", "Удаление учреждения", "Delete institutions";
    MinistryDepartmentAdd = "ministry-department-add", AdministrativeMinistry, "Vazirlik bo‘limini qo‘shish", "Добавление отдела министерства", "Add ministry departments";
    MinistryDepartmentEdit = "ministry-department-edit", AdministrativeMinistry, "Vazirlik bo‘limini tahrirlash", "Редактирование отдела министерства", "Edit ministry departments";
    MinistryDepartmentView = "ministry-department-view", AdministrativeMinistry, "Vazirlik bo‘limlarini ko‘rish", "Просмотр отделов министерства", "View ministry departments";
    MinistryDepartmentDelete = "ministry-department-delete", AdministrativeMinistry, "Vazirlik bo‘limini o‘chirish", "Удаление отдела министерства", "Delete ministry departments";
    InstitutionDepartmentAdd = "institution-department-add", AdministrativeMinistry, "TM bo‘limini qo‘shish", "Добавление подразделения учреждения", "Add institution departments";
    InstitutionDepartmentEdit = "institution-department-edit", AdministrativeMinistry, "TM bo‘limini tahrirlash", "Редактирование подразделения учреждения", "Edit institution departments";
    InstitutionDepartmentView = "institution-department-view", AdministrativeMinistry, "TM bo‘limlarini ko‘rish", "Просмотр подразделений учреждений", "View institution departments";
    InstitutionDepartmentDelete = "institution-department-delete", AdministrativeMinistry, "TM bo‘limini o‘chirish", "Удаление подразделения учреждения", "Delete institution departments";
    InstitutionPositionAdd = "institution-position-add", AdministrativeMinistry, "TM lavozimini qo‘shish", "Добавление должности", "Add institution positions";
    InstitutionPositionEdit = "institution-position-edit", AdministrativeMinistry, "TM lavozimini tahrirlash", "Редактирование должности", "Edit institution positions";
    InstitutionPositionView = "institution-position-view", AdministrativeMinistry, "TM lavozimlarini ko‘rish", "Просмотр должностей", "View institution positions";
    InstitutionPositionDelete = "institution-position-delete", AdministrativeMinistry, "TM lavozimini o‘chirish", "Удаление должности", "Delete institution positions";

    StaffAdd = "staff-add", AdministrativeInstitution, "Xodim qo‘shish", "Добавление сотрудника", "Add staff";
    StaffEdit = "staff-edit", AdministrativeInstitution, "Xodimni tahrirlash", "Редактирование сотрудника", "Edit staff";
    StaffView = "staff-view", AdministrativeInstitution, "Xodimlarni ko‘rish", "Просмотр сотрудников", "View staff";
    StaffDelete = "staff-delete", AdministrativeInstitution, "Xodimni o‘chirish", "Удаление сотрудника", "Delete staff";
    StaffViewTeacher = "staff-view-teacher", AdministrativeInstitution, "O‘qituvchilarni ko‘rish", "Просмотр преподавателей", "View teachers";

    BuildingAdd = "building-add", InstitutionInfo, "Bino qo‘shish", "Добавление здания", "Add buildings";
    BuildingEdit = "building-edit", InstitutionInfo, "Binoni tahrirlash", "Редактирование здания", "Edit buildings";
    BuildingView = "building-view", InstitutionInfo, "Binolarni ko‘rish", "Просмотр зданий", "View buildings";
    BuildingDelete = "building-delete", InstitutionInfo, "Binoni o‘chirish", "Удаление здания", "Delete buildings";
    RoomAdd = "room-add", InstitutionInfo, "Xona qo‘shish", "Добавление аудитории", "Add rooms";
    RoomEdit = "room-edit", InstitutionInfo, "Xonani tahrirlash", "Редактирование аудитории", "Edit rooms";
    RoomView = "room-view", InstitutionInfo, "Xonalarni ko‘rish", "Просмотр аудиторий", "View rooms";
    RoomDelete = "room-delete", InstitutionInfo, "Xonani o‘chirish", "Удаление аудитории", "Delete rooms";

    UserAdd = "user-add", Management, "Foydalanuvchi qo‘shish", "Добавление пользователя", "Add users";
    UserEdit = "user-edit", Management, "Foydalanuvchini tahrirlash", "Редактирование пользователя", "Edit users";
    UserView = "user-view", Management, "Foydalanuvchilarni ko‘rish", "Просмотр пользователей", "View users";
    UserDelete = "user-delete", Management, "Foydalanuvchini o‘chirish", "Удаление пользователя", "Delete users";
    RoleAdd = "role-add", Management, "Rol qo‘shish", "Добавление роли", "Add roles";
    RoleEdit = "role-edit", Management, "Rolni tahrirlash", "Редактирование роли", "Edit roles";
    RoleView = "role-view", Management, "Rollarni ko‘rish", "Просмотр ролей", "View roles";
    RoleDelete = "role-delete", Management, "Rolni o‘chirish", "Удаление роли", "Delete roles";
    AuditView = "audit-view", Management, "O‘zgarishlar jurnalini ko‘rish", "Просмотр журнала изменений", "View the audit trail";

    TeacherTopic = "teacher-topic", TeacherModule, "Mavzular", "Темы занятий", "Lesson topics";
    TeacherClassSchedule = "teacher-class-schedule", TeacherModule, "Dars jadvali", "Расписание занятий", "Class schedule";
    TeacherEduGroupsView = "teacher-edu-groups-view", TeacherModule, "O‘qituvchi guruhlarini ko‘rish", "Просмотр групп преподавателя", "View the teacher's groups";

    JournalView = "journal-view", Journal, "Jurnallarni ko‘rish", "Просмотр журналов", "View journals";
    JournalRecord = "journal-record", Journal, "O‘z darslarining davomati va baholarini kiritish", "Отметка посещаемости и оценок своих занятий", "Record the rolls and marks of one's own lessons";
    JournalEdit = "journal-edit", Journal, "Istalgan dars davomati va qaydnomasini kiritish", "Заполнение посещаемости и ведомостей любых занятий", "Record any lesson's roll and any control sheet";
    JournalCorrect = "journal-correct", Journal, "Muddati o‘tgan davomatni tuzatish", "Исправление посещаемости после срока", "Correct a roll after its window";
    AttendanceExcuse = "attendance-excuse", Journal, "Qoldirishlarni sababli deb belgilash", "Оформление уважительных пропусков", "Excuse absences";
    ControlSheetEdit = "control-sheet-edit", Journal, "Nazorat qaydnomasiga ball kiritish", "Ввод баллов в ведомость", "Enter control sheet points";
    ControlSheetClose = "control-sheet-close", Journal, "Nazorat qaydnomasini yopish", "Закрытие ведомости", "Close control sheets";
    ControlSheetReopen = "control-sheet-reopen", Journal, "Yopilgan qaydnomani o‘zgartirish", "Изменение закрытой ведомости", "Change closed control sheets";
    JournalSettings = "journal-settings", Journal, "Jurnal sozlamalari", "Настройки журнала", "Journal settings";
    ExamSchedule = "exam-schedule", Journal, "Imtihonlar jadvalini tuzish", "Составление расписания экзаменов", "Schedule exams";
    ScienceProjectAdd = "science-project-add", Science, "Ilmiy loyiha qo‘shish", "Добавление научного проекта", "Add research projects";
    ScienceProjectEdit = "science-project-edit", Science, "Ilmiy loyihani tahrirlash", "Редактирование научного проекта", "Edit research projects";
    ScienceProjectView = "science-project-view", Science, "Ilmiy loyihalarni ko‘rish", "Просмотр научных проектов", "View research projects";
    ScienceProjectDelete = "science-project-delete", Science, "Ilmiy loyihani o‘chirish", "Удаление научного проекта", "Delete research projects";
    SciencePublicationAdd = "science-publication-add", Science, "Nashr qo‘shish", "Добавление публикации", "Add publications";
    SciencePublicationEdit = "science-publication-edit", Science, "Nashrni tahrirlash", "Редактирование публикации", "Edit publications";
    SciencePublicationView = "science-publication-view", Science, "Nashrlarni ko‘rish", "Просмотр публикаций", "View publications";
    SciencePublicationDelete = "science-publication-delete", Science, "Nashrni o‘chirish", "Удаление публикации", "Delete publications";
    SciencePublicationOwn = "science-publication-own", Science, "O‘z nashrlari va mualliflikni tasdiqlash", "Свои публикации и подтверждение авторства", "Own publications and authorship confirmation";
    ScienceVerify = "science-verify", Science, "Nashrlarni tasdiqlash", "Подтверждение публикаций", "Verify publications";
    ScienceDoctorateAdd = "science-doctorate-add", Science, "Doktorant va himoya qo‘shish", "Добавление докторантов и защит", "Add doctoral students and defences";
    ScienceDoctorateEdit = "science-doctorate-edit", Science, "Doktorant va himoyani tahrirlash", "Редактирование докторантов и защит", "Edit doctoral students and defences";
    ScienceDoctorateView = "science-doctorate-view", Science, "Doktorant va himoyalarni ko‘rish", "Просмотр докторантов и защит", "View doctoral students and defences";
    ScienceDoctorateDelete = "science-doctorate-delete", Science, "Doktorant va himoyani o‘chirish", "Удаление докторантов и защит", "Delete doctoral students and defences";
    FinanceBaseAmount = "finance-base-amount", Finance, "Bazaviy miqdorni belgilash", "Установка базовой величины", "Set the base amount";
    FinanceSettings = "finance-settings", Finance, "Kontrakt narxlarini belgilash", "Установка цен контрактов", "Set contract prices";
    ContractAdd = "contract-add", Finance, "Shartnoma qo‘shish", "Добавление договора", "Add contracts";
    ContractEdit = "contract-edit", Finance, "Shartnomani tahrirlash", "Редактирование договора", "Edit contracts";
    ContractView = "contract-view", Finance, "Shartnomalar va qarzdorlikni ko‘rish", "Просмотр договоров и задолженности", "View contracts and debts";
    ContractDelete = "contract-delete", Finance, "Shartnomani o‘chirish", "Удаление договора", "Delete contracts";
    PaymentAdd = "payment-add", Finance, "To‘lov kiritish", "Ввод платежа", "Enter payments";
    PaymentEdit = "payment-edit", Finance, "To‘lovni tahrirlash", "Редактирование платежа", "Edit payments";
    PaymentView = "payment-view", Finance, "To‘lovlarni ko‘rish", "Просмотр платежей", "View payments";
    PaymentDelete = "payment-delete", Finance, "To‘lovni o‘chirish", "Удаление платежа", "Delete payments";
    PaymentImport = "payment-import", Finance, "Bank ko‘chirmasini yuklash", "Загрузка банковской выписки", "Import bank statements";
    ScholarshipType = "scholarship-type", Finance, "Stipendiya turlari va miqdorlarini belgilash", "Установка видов и размеров стипендий", "Set scholarship types and amounts";
    ScholarshipView = "scholarship-view", Finance, "Stipendiyalarni ko‘rish", "Просмотр стипендий", "View scholarships";

    Portal = "portal", Portal, "O‘z o‘qishi yoki farzandlarining o‘qishini ko‘rish", "Просмотр своей учёбы или учёбы своих детей", "See one's own study or one's children's";
}

impl Permission {
    pub fn parse(code: &str) -> Result<Permission, Invalid> {
        Permission::ALL.iter().copied().find(|p| p.code() == code).ok_or_else(|| Invalid::UnknownPermission(code.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use proptest::prelude::*;
    use std::collections::HashSet;

    #[test]
    fn codes_are_unique_kebab_case() {
        let mut seen = HashSet::new();
        for permission in Permission::ALL {
            let code = permission.code();
            assert!(seen.insert(code), "duplicate code {code}");
            assert!(code.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'), "{code}");
            assert!(!code.starts_with('-') && !code.ends_with('-') && !code.contains("--"), "{code}");
        }
    }

    #[test]
    fn names_exist_in_every_language_and_differ_per_permission() {
        for language in Language::ALL {
            let mut seen = HashSet::new();
            for permission in Permission::ALL {
                let name = permission.name().get(language);
                assert!(!name.trim().is_empty(), "{permission:?} {language:?}");
                assert!(seen.insert(name), "{permission:?} repeats the name {name} in {language:?}");
            }
        }
    }

    #[test]
    fn every_group_has_permissions_and_a_name() {
        for group in PermissionGroup::ALL {
            assert!(Permission::ALL.iter().any(|p| p.group() == group), "{group:?}");
            for language in Language::ALL {
                assert!(!group.name().get(language).is_empty());
            }
        }
    }

    #[test]
    fn spec_permissions_exist() {
        for code in [
            "edu-subject-add",
            "bundle-subject-delete",
            "edu-direction-view",
            "curriculum-split-to-semesters",
            "edu-group-inactivate",
            "student-import",
            "graduate-view",
            "generate-certificate-duplicate",
            "institution-view",
            "staff-view-teacher",
            "building-add",
            "room-delete",
            "user-edit",
            "role-add",
            "teacher-topic",
            "teacher-class-schedule",
            "teacher-edu-groups-view",
        ] {
            assert!(Permission::parse(code).is_ok(), "{code}");
        }
        assert!(Permission::parse("TEST").is_err());
    }

    proptest! {
        #[test]
        fn parse_is_the_inverse_of_code(index in 0usize..Permission::ALL.len()) {
            let permission = Permission::ALL[index];
            prop_assert_eq!(Permission::parse(permission.code()), Ok(permission));
        }

        #[test]
        fn unknown_codes_are_refused(code in "[a-z-]{1,40}") {
            let known = Permission::ALL.iter().any(|p| p.code() == code);
            prop_assert_eq!(Permission::parse(&code).is_ok(), known);
        }
    }
}
