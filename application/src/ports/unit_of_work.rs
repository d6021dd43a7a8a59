//! One transaction per use case: the use case asks for a unit of work, gets the repositories bound
//! to its transaction, and everything it loads, checks, saves and audits commits or rolls back
//! together.

use domain::audit::{Changes, EntityType};

use super::{
    AssessmentRepository, AuditContext, BuildingRepository, CitizenRegistry, ClassHourRepository, ControlSheetRepository,
    CurriculumCatalogue, CurriculumRepository, CurriculumTemplateRepository, DepartmentRepository, DirectionRepository, FinanceRepository,
    GraduateRepository, GroupRepository, InstitutionRepository, JournalRepository, MinistryDepartmentRepository, PositionRepository,
    RatingRepository, RoleRepository, RoomRepository, ScheduleRepository, ScienceRepository, StaffRepository, StudentRepository,
    SubjectBundleRepository, SubjectRepository, SubjectTypeRepository, TeachingRepository, TimetableRepository, UserRepository,
};
use crate::AppError;

/// Whether a load takes the row lock the rest of the transaction relies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lock {
    None,
    /// `FOR UPDATE`: no other transaction changes the row until this one ends.
    ForUpdate,
}

/// The repositories of one transaction. They never open a transaction of their own and never
/// write the audit trail; the use case does, through `audit`.
pub trait Transaction {
    fn groups(&mut self) -> &mut dyn GroupRepository;
    fn students(&mut self) -> &mut dyn StudentRepository;
    fn ratings(&mut self) -> &mut dyn RatingRepository;
    fn citizens(&mut self) -> &mut dyn CitizenRegistry;
    fn staff(&mut self) -> &mut dyn StaffRepository;
    fn curricula(&mut self) -> &mut dyn CurriculumRepository;
    /// The ministry's catalogue as a curriculum's change reads it.
    fn curriculum_catalogue(&mut self) -> &mut dyn CurriculumCatalogue;
    fn buildings(&mut self) -> &mut dyn BuildingRepository;
    fn rooms(&mut self) -> &mut dyn RoomRepository;
    fn class_hours(&mut self) -> &mut dyn ClassHourRepository;
    fn positions(&mut self) -> &mut dyn PositionRepository;
    fn curriculum_templates(&mut self) -> &mut dyn CurriculumTemplateRepository;
    fn subject_bundles(&mut self) -> &mut dyn SubjectBundleRepository;
    fn subjects(&mut self) -> &mut dyn SubjectRepository;
    fn ministry_departments(&mut self) -> &mut dyn MinistryDepartmentRepository;
    fn departments(&mut self) -> &mut dyn DepartmentRepository;
    fn subject_types(&mut self) -> &mut dyn SubjectTypeRepository;
    fn directions(&mut self) -> &mut dyn DirectionRepository;
    fn audit(&mut self) -> &mut dyn AuditLog;
    fn schedules(&mut self) -> &mut dyn ScheduleRepository;
    fn teaching(&mut self) -> &mut dyn TeachingRepository;
    fn graduates(&mut self) -> &mut dyn GraduateRepository;
    fn institutions(&mut self) -> &mut dyn InstitutionRepository;
    fn roles(&mut self) -> &mut dyn RoleRepository;
    fn users(&mut self) -> &mut dyn UserRepository;
    fn accounts(&mut self) -> &mut dyn super::AccountRepository;
    fn timetable(&mut self) -> &mut dyn TimetableRepository;
    fn assessment(&mut self) -> &mut dyn AssessmentRepository;
    fn journal(&mut self) -> &mut dyn JournalRepository;
    fn control_sheets(&mut self) -> &mut dyn ControlSheetRepository;
    fn science(&mut self) -> &mut dyn ScienceRepository;
    fn study_documents(&mut self) -> &mut dyn super::StudyDocumentRepository;
    fn finance(&mut self) -> &mut dyn FinanceRepository;
    fn exams(&mut self) -> &mut dyn super::ExamRepository;
    fn orders(&mut self) -> &mut dyn super::OrderRepository;
    fn standings(&mut self) -> &mut dyn super::StandingRepository;
    fn portal(&mut self) -> &mut dyn super::PortalRepository;
    fn scholarships(&mut self) -> &mut dyn super::ScholarshipRepository;
}

/// Opens transactions.
pub trait UnitOfWork: Send + Sync {
    /// Runs `work` in one transaction: committed when it returns `Ok`, rolled back otherwise.
    fn run(&self, work: &mut dyn FnMut(&mut dyn Transaction) -> Result<(), AppError>) -> Result<(), AppError>;
}

/// `UnitOfWork::run` for work that answers something.
pub fn in_transaction<T>(unit: &dyn UnitOfWork, work: impl FnOnce(&mut dyn Transaction) -> Result<T, AppError>) -> Result<T, AppError> {
    let mut work = Some(work);
    let mut answer = None;
    unit.run(&mut |tx| {
        let work = work.take().ok_or_else(|| AppError::internal("a unit of work ran its work twice"))?;
        answer = Some(work(tx)?);
        Ok(())
    })?;
    answer.ok_or_else(|| AppError::internal("a unit of work committed without running its work"))
}

/// The audit trail, written inside the transaction of the change it records.
#[cfg_attr(test, mockall::automock)]
pub trait AuditLog {
    fn record(&mut self, context: &AuditContext, entity: EntityType, entity_id: Option<i64>, changes: &Changes) -> Result<(), AppError>;
    /// Many records of one kind at once (an import), in one statement.
    fn record_many(&mut self, context: &AuditContext, entity: EntityType, records: &[(Option<i64>, Changes)]) -> Result<(), AppError>;
}
