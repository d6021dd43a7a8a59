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
    MultilingualName::from_stored(uz.into(), String::new(), String::new())
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
    pub science: crate::ports::MockScienceRepository,
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
            science: crate::ports::MockScienceRepository::new(),
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

    fn timetable(&mut self) -> &mut dyn crate::ports::TimetableRepository {
        &mut self.timetable
    }

    fn science(&mut self) -> &mut dyn crate::ports::ScienceRepository {
        &mut self.science
    }
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
