//! Actors and fixtures the use-case tests share.

use domain::actor::Actor;
use domain::ids::{InstitutionId, RoleId, SubjectId, SubjectTypeId, UserId};
use domain::multilingual::MultilingualName;
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::study::StudyHours;
use domain::subject::{Subject, SubjectDraft};
use domain::version::Version;

use crate::AppError;

/// A ministry-level actor holding exactly `permissions`.
pub fn ministry(permissions: &[Permission]) -> Actor {
    actor(RoleLevel::Ministry, None, permissions)
}

/// An actor of institution 2 holding exactly `permissions`.
pub fn institution(permissions: &[Permission]) -> Actor {
    actor(RoleLevel::Institution, Some(2), permissions)
}

/// An actor of the given level holding exactly `permissions`, attached to institution 1.
pub fn actor_in_first(level: RoleLevel, permissions: &[Permission]) -> Actor {
    actor(level, Some(1), permissions)
}

pub fn actor(level: RoleLevel, institution: Option<i64>, permissions: &[Permission]) -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(2),
        role_level: level,
        permissions: permissions.iter().copied().collect(),
        institution_id: institution.map(InstitutionId::from_stored),
        is_system: false,
        session_id: "s".into(),
    }
}

pub fn name(uz: &str) -> MultilingualName {
    MultilingualName::from_stored(uz.into(), String::new(), String::new(), String::new())
}

pub fn subject(id: i64) -> Subject {
    Subject {
        id: SubjectId::from_stored(id),
        details: SubjectDraft {
            code: format!("S-{id}"),
            name: name("Fizika"),
            subject_type_id: SubjectTypeId::from_stored(1),
            study_hours: StudyHours::from_stored(120),
        },
        subject_type_name: name("Umumkasbiy fanlar"),
        version: Version::new(1),
    }
}

pub fn is_forbidden<T: std::fmt::Debug>(result: Result<T, AppError>) -> bool {
    matches!(result, Err(AppError::Forbidden))
}

/// The fields a validation refusal names.
pub fn refused_fields<T: std::fmt::Debug>(result: Result<T, AppError>) -> Vec<String> {
    match result {
        Err(AppError::Validation(errors)) => errors.fields().iter().map(|(f, _)| f.clone()).collect(),
        other => panic!("expected a validation refusal, got {other:?}"),
    }
}

/// A transaction whose repositories are mockall mocks, handed out by `FakeUnit`.
pub struct FakeTx {
    pub groups: crate::ports::MockGroupRepository,
    pub students: crate::ports::MockStudentRepository,
    pub ratings: crate::ports::MockRatingRepository,
    pub citizens: crate::ports::MockCitizenRegistry,
    pub staff: crate::ports::MockStaffRepository,
    pub curricula: crate::ports::MockCurriculumRepository,
    pub catalogue: crate::ports::MockCurriculumCatalogue,
    pub buildings: crate::ports::MockBuildingRepository,
    pub rooms: crate::ports::MockRoomRepository,
    pub class_hours: crate::ports::MockClassHourRepository,
    pub positions: crate::ports::MockPositionRepository,
    pub curriculum_templates: crate::ports::MockCurriculumTemplateRepository,
    pub subject_bundles: crate::ports::MockSubjectBundleRepository,
    pub subjects: crate::ports::MockSubjectRepository,
    pub ministry_departments: crate::ports::MockMinistryDepartmentRepository,
    pub departments: crate::ports::MockDepartmentRepository,
    pub subject_types: crate::ports::MockSubjectTypeRepository,
    pub directions: crate::ports::MockDirectionRepository,
    pub audit: crate::ports::MockAuditLog,
    pub schedules: crate::ports::MockScheduleRepository,
    pub teaching: crate::ports::MockTeachingRepository,
    pub graduates: crate::ports::MockGraduateRepository,
    pub institutions: crate::ports::MockInstitutionRepository,
    pub roles: crate::ports::MockRoleRepository,
    pub users: crate::ports::MockUserRepository,
    pub timetable: crate::ports::MockTimetableRepository,
    pub assessment: crate::ports::MockAssessmentRepository,
    pub journal: crate::ports::MockJournalRepository,
    pub control_sheets: crate::ports::MockControlSheetRepository,
    pub science: crate::ports::MockScienceRepository,
    pub study_documents: crate::ports::MockStudyDocumentRepository,
    pub finance: crate::ports::MockFinanceRepository,
    pub exams: crate::ports::MockExamRepository,
    pub orders: crate::ports::MockOrderRepository,
    pub standings: crate::ports::MockStandingRepository,
    pub portal: crate::ports::MockPortalRepository,
    pub scholarships: crate::ports::MockScholarshipRepository,
    pub accounts: crate::ports::MockAccountRepository,
}

impl FakeTx {
    /// Mocks that expect nothing: any call not set up fails the test.
    pub fn new() -> FakeTx {
        FakeTx {
            groups: crate::ports::MockGroupRepository::new(),
            students: crate::ports::MockStudentRepository::new(),
            ratings: crate::ports::MockRatingRepository::new(),
            citizens: crate::ports::MockCitizenRegistry::new(),
            staff: crate::ports::MockStaffRepository::new(),
            curricula: crate::ports::MockCurriculumRepository::new(),
            catalogue: crate::ports::MockCurriculumCatalogue::new(),
            buildings: crate::ports::MockBuildingRepository::new(),
            rooms: crate::ports::MockRoomRepository::new(),
            class_hours: crate::ports::MockClassHourRepository::new(),
            positions: crate::ports::MockPositionRepository::new(),
            curriculum_templates: crate::ports::MockCurriculumTemplateRepository::new(),
            subject_bundles: crate::ports::MockSubjectBundleRepository::new(),
            subjects: crate::ports::MockSubjectRepository::new(),
            ministry_departments: crate::ports::MockMinistryDepartmentRepository::new(),
            departments: crate::ports::MockDepartmentRepository::new(),
            subject_types: crate::ports::MockSubjectTypeRepository::new(),
            directions: crate::ports::MockDirectionRepository::new(),
            audit: crate::ports::MockAuditLog::new(),
            schedules: crate::ports::MockScheduleRepository::new(),
            teaching: crate::ports::MockTeachingRepository::new(),
            graduates: crate::ports::MockGraduateRepository::new(),
            institutions: crate::ports::MockInstitutionRepository::new(),
            roles: crate::ports::MockRoleRepository::new(),
            users: crate::ports::MockUserRepository::new(),
            timetable: crate::ports::MockTimetableRepository::new(),
            assessment: crate::ports::MockAssessmentRepository::new(),
            journal: crate::ports::MockJournalRepository::new(),
            control_sheets: crate::ports::MockControlSheetRepository::new(),
            science: crate::ports::MockScienceRepository::new(),
            study_documents: crate::ports::MockStudyDocumentRepository::new(),
            finance: crate::ports::MockFinanceRepository::new(),
            exams: crate::ports::MockExamRepository::new(),
            orders: crate::ports::MockOrderRepository::new(),
            standings: crate::ports::MockStandingRepository::new(),
            portal: quiet_portal(),
            scholarships: crate::ports::MockScholarshipRepository::new(),
            accounts: crate::ports::MockAccountRepository::new(),
        }
    }
}

impl crate::ports::Transaction for FakeTx {
    fn groups(&mut self) -> &mut dyn crate::ports::GroupRepository {
        &mut self.groups
    }

    fn students(&mut self) -> &mut dyn crate::ports::StudentRepository {
        &mut self.students
    }

    fn ratings(&mut self) -> &mut dyn crate::ports::RatingRepository {
        &mut self.ratings
    }

    fn citizens(&mut self) -> &mut dyn crate::ports::CitizenRegistry {
        &mut self.citizens
    }

    fn staff(&mut self) -> &mut dyn crate::ports::StaffRepository {
        &mut self.staff
    }

    fn curricula(&mut self) -> &mut dyn crate::ports::CurriculumRepository {
        &mut self.curricula
    }

    fn curriculum_catalogue(&mut self) -> &mut dyn crate::ports::CurriculumCatalogue {
        &mut self.catalogue
    }

    fn buildings(&mut self) -> &mut dyn crate::ports::BuildingRepository {
        &mut self.buildings
    }

    fn rooms(&mut self) -> &mut dyn crate::ports::RoomRepository {
        &mut self.rooms
    }

    fn class_hours(&mut self) -> &mut dyn crate::ports::ClassHourRepository {
        &mut self.class_hours
    }

    fn positions(&mut self) -> &mut dyn crate::ports::PositionRepository {
        &mut self.positions
    }

    fn curriculum_templates(&mut self) -> &mut dyn crate::ports::CurriculumTemplateRepository {
        &mut self.curriculum_templates
    }

    fn subject_bundles(&mut self) -> &mut dyn crate::ports::SubjectBundleRepository {
        &mut self.subject_bundles
    }

    fn subjects(&mut self) -> &mut dyn crate::ports::SubjectRepository {
        &mut self.subjects
    }

    fn ministry_departments(&mut self) -> &mut dyn crate::ports::MinistryDepartmentRepository {
        &mut self.ministry_departments
    }

    fn departments(&mut self) -> &mut dyn crate::ports::DepartmentRepository {
        &mut self.departments
    }

    fn subject_types(&mut self) -> &mut dyn crate::ports::SubjectTypeRepository {
        &mut self.subject_types
    }

    fn directions(&mut self) -> &mut dyn crate::ports::DirectionRepository {
        &mut self.directions
    }

    fn audit(&mut self) -> &mut dyn crate::ports::AuditLog {
        &mut self.audit
    }

    fn schedules(&mut self) -> &mut dyn crate::ports::ScheduleRepository {
        &mut self.schedules
    }

    fn teaching(&mut self) -> &mut dyn crate::ports::TeachingRepository {
        &mut self.teaching
    }

    fn graduates(&mut self) -> &mut dyn crate::ports::GraduateRepository {
        &mut self.graduates
    }

    fn institutions(&mut self) -> &mut dyn crate::ports::InstitutionRepository {
        &mut self.institutions
    }

    fn roles(&mut self) -> &mut dyn crate::ports::RoleRepository {
        &mut self.roles
    }

    fn users(&mut self) -> &mut dyn crate::ports::UserRepository {
        &mut self.users
    }

    fn accounts(&mut self) -> &mut dyn crate::ports::AccountRepository {
        &mut self.accounts
    }

    fn timetable(&mut self) -> &mut dyn crate::ports::TimetableRepository {
        &mut self.timetable
    }

    fn assessment(&mut self) -> &mut dyn crate::ports::AssessmentRepository {
        &mut self.assessment
    }

    fn journal(&mut self) -> &mut dyn crate::ports::JournalRepository {
        &mut self.journal
    }

    fn control_sheets(&mut self) -> &mut dyn crate::ports::ControlSheetRepository {
        &mut self.control_sheets
    }

    fn science(&mut self) -> &mut dyn crate::ports::ScienceRepository {
        &mut self.science
    }

    fn study_documents(&mut self) -> &mut dyn crate::ports::StudyDocumentRepository {
        &mut self.study_documents
    }

    fn finance(&mut self) -> &mut dyn crate::ports::FinanceRepository {
        &mut self.finance
    }

    fn exams(&mut self) -> &mut dyn crate::ports::ExamRepository {
        &mut self.exams
    }

    fn orders(&mut self) -> &mut dyn crate::ports::OrderRepository {
        &mut self.orders
    }

    fn standings(&mut self) -> &mut dyn crate::ports::StandingRepository {
        &mut self.standings
    }

    fn portal(&mut self) -> &mut dyn crate::ports::PortalRepository {
        &mut self.portal
    }

    fn scholarships(&mut self) -> &mut dyn crate::ports::ScholarshipRepository {
        &mut self.scholarships
    }
}

/// The portal's storage as most tests meet it: notifications are written and not looked at.
pub fn quiet_portal() -> crate::ports::MockPortalRepository {
    let mut portal = crate::ports::MockPortalRepository::new();
    portal.expect_notify().returning(|_| Ok(()));
    portal
}

/// A unit of work over one `FakeTx` that counts how its transactions ended.
pub struct FakeUnit {
    tx: std::sync::Mutex<FakeTx>,
    pub commits: std::sync::atomic::AtomicUsize,
    pub rollbacks: std::sync::atomic::AtomicUsize,
}

impl FakeUnit {
    pub fn new(tx: FakeTx) -> FakeUnit {
        FakeUnit { tx: std::sync::Mutex::new(tx), commits: Default::default(), rollbacks: Default::default() }
    }

    /// (commits, rollbacks)
    pub fn ended(&self) -> (usize, usize) {
        use std::sync::atomic::Ordering::SeqCst;
        (self.commits.load(SeqCst), self.rollbacks.load(SeqCst))
    }
}

impl crate::ports::UnitOfWork for FakeUnit {
    fn run(&self, work: &mut dyn FnMut(&mut dyn crate::ports::Transaction) -> Result<(), AppError>) -> Result<(), AppError> {
        use std::sync::atomic::Ordering::SeqCst;
        let mut tx = self.tx.lock().map_err(|_| AppError::internal("a test transaction was poisoned"))?;
        let result = work(&mut *tx);
        if result.is_ok() { &self.commits } else { &self.rollbacks }.fetch_add(1, SeqCst);
        result
    }
}

/// A clock that always reads 11:00 in Tashkent (06:00 UTC) of the given day.
pub fn clock_on(year: i32, month: u32, day: u32) -> crate::ports::MockClock {
    use chrono::TimeZone;
    let now = chrono::Utc.with_ymd_and_hms(year, month, day, 6, 0, 0).single().unwrap_or_default();
    let mut clock = crate::ports::MockClock::new();
    clock.expect_now().return_const(now);
    clock
}

/// A group of institution 2 in its first semester of curriculum 4.
pub fn group(id: i64) -> domain::group::Group {
    use domain::curriculum::{EduForm, EduLanguage};
    use domain::group::{Group, GroupDraft, GroupStatus};
    use domain::ids::{CurriculumId, DirectionId, GroupId};
    Group {
        id: GroupId::from_stored(id),
        institution_id: InstitutionId::from_stored(2),
        details: GroupDraft {
            name: "AT-26-01".into(),
            course: 1,
            current_semester: 1,
            number_of_students: 25,
            opened_year: 2026,
            curriculum_id: CurriculumId::from_stored(4),
            edu_direction_id: DirectionId::from_stored(3),
            edu_form: EduForm::FullTime,
            edu_language: EduLanguage::Uz,
        },
        status: GroupStatus::Active,
        current_number_of_students: 20,
        version: Version::new(1),
    }
}

/// Curriculum 4 of institution 2, approved, of four semesters on the given scale.
pub fn curriculum_facts(rating_type: domain::curriculum::RatingType) -> crate::ports::CurriculumFacts {
    crate::ports::CurriculumFacts {
        id: domain::ids::CurriculumId::from_stored(4),
        institution_id: InstitutionId::from_stored(2),
        status: domain::curriculum::CurriculumStatus::Approved,
        rating_type,
        number_of_semesters: 4,
    }
}

/// A studying student of group 7 of institution 2.
pub fn student(id: i64) -> domain::student::Student {
    use domain::ids::{CitizenId, GroupId, StudentId};
    use domain::person::Gender;
    use domain::student::{Student, StudentDraft, StudentStatus};
    Student {
        id: StudentId::from_stored(id),
        institution_id: InstitutionId::from_stored(2),
        citizen_id: CitizenId::from_stored(id),
        details: StudentDraft {
            fio: "Karimova Malika Akmal qizi".into(),
            pinfl: domain::pinfl::Pinfl::from_stored("62503071234567".into()),
            serial_number: domain::passport::PassportSerial::from_stored("AD1234567".into()),
            birth_date: chrono::NaiveDate::from_ymd_opt(2007, 3, 14).unwrap_or_default(),
            gender: Gender::Female,
            social_status: String::new(),
            edu_group_id: GroupId::from_stored(7),
        },
        status: StudentStatus::Active,
        version: Version::new(1),
    }
}

/// A weekly lesson of group 7 in subject 5, in institution 2, with the names the screens show: on
/// `weekday` (1 Monday) at class hour 2, taught by staff member `teacher`, from 1 September to 31
/// December 2026.
pub fn lesson_view(id: i64, weekday: i64, teacher: i64) -> crate::ports::LessonView {
    use chrono::{NaiveDate, NaiveTime};
    use domain::ids::{ClassHourId, EduSubjectId, GroupId, RoomId, ScheduleId, StaffId};
    use domain::schedule::{DateSpan, LessonDetails, LessonType, Weekday, WeeklyLesson};
    let day = |month, day| NaiveDate::from_ymd_opt(2026, month, day).unwrap_or_default();
    crate::ports::LessonView {
        lesson: WeeklyLesson {
            id: ScheduleId::from_stored(id),
            institution_id: InstitutionId::from_stored(2),
            details: LessonDetails {
                group: GroupId::from_stored(7),
                subgroup: None,
                subject: EduSubjectId::from_stored(5),
                teacher: StaffId::from_stored(teacher),
                room: RoomId::from_stored(4),
                weekday: Weekday::new(weekday).unwrap_or(Weekday::from_stored(1)),
                class_hour: ClassHourId::from_stored(2),
                lesson_type: LessonType::Lecture,
                dates: DateSpan::new(day(9, 1), day(12, 31)).unwrap_or(DateSpan::teaching_week(day(9, 1))),
            },
            version: Version::new(1),
        },
        skipped: Default::default(),
        institution_name: name("TATU"),
        group_name: "AT-26-01".into(),
        subgroup_name: None,
        subject_code: "OM-101".into(),
        subject_name: name("Oliy matematika"),
        teacher_name: "Aliyeva Nodira".into(),
        room_name: "101".into(),
        room_capacity: 60,
        building_name: "A bino".into(),
        class_hour_number: 2,
        class_hour_start: NaiveTime::from_hms_opt(10, 0, 0).unwrap_or_default(),
        class_hour_end: NaiveTime::from_hms_opt(11, 20, 0).unwrap_or_default(),
    }
}

/// Order `id` of institution 2 of the given kind and state naming `students` (each of whom keeps
/// a reason; a transfer's items name group 8).
pub fn order_view(id: i64, kind: domain::order::OrderKind, state: domain::order::OrderState, students: &[i64]) -> crate::ports::OrderView {
    use domain::ids::{GroupId, StudentId};
    use domain::order::{Order, OrderDraft, OrderItem};
    let items: Vec<OrderItem> = students
        .iter()
        .map(|s| OrderItem {
            student_id: StudentId::from_stored(*s),
            reason: "O‘z xohishiga ko‘ra".into(),
            to_edu_group_id: kind.needs_group().then(|| GroupId::from_stored(8)),
            to_institution_id: None,
            scholarship_type: None,
            date_from: None,
            date_to: None,
            subject_map: Vec::new(),
        })
        .collect();
    crate::ports::OrderView {
        order: Order {
            id,
            institution_id: InstitutionId::from_stored(2),
            draft: OrderDraft {
                number: "12-T".into(),
                date: chrono::NaiveDate::from_ymd_opt(2026, 11, 20).unwrap_or_default(),
                kind,
                purpose: String::new(),
                body: String::new(),
                basis: String::new(),
                items,
            },
            state,
            reverses: None,
            reversed_by: None,
            applied: Vec::new(),
            version: Version::new(1),
            scan: None,
        },
        institution_name: name("TATU"),
        public_id: "0b6f6c1e-8f1e-4b8e-9a43-2f0b1c2d3e4f".into(),
        names: Vec::new(),
    }
}

/// A change that keeps the standings of `students` (of one semester, or all) with nothing decided:
/// the plans, ratings and curriculum it reads, and the one replacement it makes.
pub fn keeps_standings(tx: &mut FakeTx, students: &[i64], semester: Option<i32>) {
    tx.assessment.expect_plans().returning(|_| Ok(Vec::new()));
    tx.ratings.expect_of_students().returning(|_, _| Ok(Vec::new()));
    tx.ratings.expect_owed().returning(|_, _| Ok(Vec::new()));
    tx.groups.expect_curriculum().returning(|_| Ok(Some(curriculum_facts(domain::curriculum::RatingType::HundredPoint))));
    let ids: Vec<domain::ids::StudentId> = students.iter().map(|s| domain::ids::StudentId::from_stored(*s)).collect();
    tx.standings
        .expect_replace()
        .times(1)
        .withf(move |_, _, kept, kept_semester, _| kept == ids.as_slice() && *kept_semester == semester)
        .returning(|_, _, _, _, _| Ok(Vec::new()));
}

/// Studying members of a group, named after their ids.
pub fn members(ids: &[i64]) -> Vec<crate::ports::Member> {
    ids.iter()
        .map(|id| crate::ports::Member {
            id: domain::ids::StudentId::from_stored(*id),
            fio: format!("Talaba {id}"),
            pinfl: String::new(),
            status: domain::student::StudentStatus::Active,
        })
        .collect()
}

/// The kept sums of one student's semester.
pub fn kept_sums(student: i64, semester: i32, weighted: i64, credits: i64, debts: i64) -> crate::ports::SemesterSums {
    crate::ports::SemesterSums { student: domain::ids::StudentId::from_stored(student), semester, weighted, credits, debts }
}

/// A transaction in which one login attempt that `attempt` accepts is recorded, with an audit
/// record of the session by `action`.
pub fn attempt_recorded(
    attempt: impl Fn(&crate::ports::LoginAttempt) -> bool + Send + 'static,
    action: domain::audit::AuditAction,
) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.accounts.expect_record_attempt().withf(attempt).times(1).returning(|_| Ok(()));
    tx.audit
        .expect_record()
        .withf(move |context, entity, _, _| context.action == action && *entity == domain::audit::EntityType::Session)
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    tx
}

/// A transaction in which the session is closed, handed to `successor` when one is given, with
/// an audit record by `action` of the changes `changes` accepts.
pub fn session_closed(
    successor: Option<&'static str>,
    action: domain::audit::AuditAction,
    changes: impl Fn(&domain::audit::Changes) -> bool + Send + 'static,
) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.accounts
        .expect_close_session()
        .withf(move |_, _, next| next.map(|n| n.session_id.as_str()) == successor)
        .times(1)
        .returning(|_, _, _| Ok(()));
    tx.audit
        .expect_record()
        .withf(move |context, entity, _, recorded| {
            context.action == action && *entity == domain::audit::EntityType::Session && changes(recorded)
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    tx
}
