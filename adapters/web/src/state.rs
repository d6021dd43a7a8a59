use std::sync::Arc;

use application::ports::{
    AuditTrail, BuildingQueries, ClassHourQueries, Clock, CurriculumQueries, CurriculumTemplateQueries, DepartmentQueries,
    DirectionQueries, DocumentPrinter, GraduateQueries, GroupQueries, InstitutionQueries, MinistryDepartmentQueries, OneIdClient,
    Ownership, PasswordHasher, PositionQueries, ReportQueries, RoleQueries, RoomQueries, ScienceQueries, SessionStore, SheetPrinter,
    SpreadsheetReader, SpreadsheetWriter, StaffQueries, StudentQueries, SubjectBundleQueries, SubjectQueries, SubjectTypeQueries,
    TimetablePrinter, TimetableSolver, TokenIssuer, UnitOfWork, UserQueries,
};

/// The ports every handler may hand to its use case; built once by the server.
#[derive(Clone)]
pub struct AppState {
    pub users: Arc<dyn UserQueries>,
    pub roles: Arc<dyn RoleQueries>,
    pub institutions: Arc<dyn InstitutionQueries>,
    pub sessions: Arc<dyn SessionStore>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub tokens: Arc<dyn TokenIssuer>,
    pub clock: Arc<dyn Clock>,
    pub audit: Arc<dyn AuditTrail>,
    pub buildings: Arc<dyn BuildingQueries>,
    pub rooms: Arc<dyn RoomQueries>,
    pub class_hours: Arc<dyn ClassHourQueries>,
    pub positions: Arc<dyn PositionQueries>,
    pub directions: Arc<dyn DirectionQueries>,
    pub departments: Arc<dyn DepartmentQueries>,
    pub ministry_departments: Arc<dyn MinistryDepartmentQueries>,
    pub staff: Arc<dyn StaffQueries>,
    pub curricula: Arc<dyn CurriculumQueries>,
    pub subject_types: Arc<dyn SubjectTypeQueries>,
    pub subjects: Arc<dyn SubjectQueries>,
    pub subject_bundles: Arc<dyn SubjectBundleQueries>,
    pub curriculum_templates: Arc<dyn CurriculumTemplateQueries>,
    /// Transactions for the use cases that write through the unit of work.
    pub unit: Arc<dyn UnitOfWork>,
    pub group_queries: Arc<dyn GroupQueries>,
    /// The institution of an object a path names, for the authorization middleware.
    pub ownership: Arc<dyn Ownership>,
    pub student_queries: Arc<dyn StudentQueries>,
    pub spreadsheet_reader: Arc<dyn SpreadsheetReader>,
    pub spreadsheet_writer: Arc<dyn SpreadsheetWriter>,
    pub timetable_printer: Arc<dyn TimetablePrinter>,
    pub graduate_queries: Arc<dyn GraduateQueries>,
    pub reports: Arc<dyn ReportQueries>,
    pub document_printer: Arc<dyn DocumentPrinter>,
    pub sheet_printer: Arc<dyn SheetPrinter>,
    /// Where the product is reached from outside (`PUBLIC_URL`): the QR code of every document
    /// leads to `<public_url>/report/<public_id>`.
    pub public_url: Arc<str>,
    /// The solver that runs of `/timetable-runs/` search with, on threads of their own.
    pub timetable_solver: Arc<dyn TimetableSolver>,
    /// The runs this server may compute at once.
    pub timetable_slots: Arc<crate::timetable::RunSlots>,
    /// How many rows a `format=xlsx` list reads from the database at once.
    pub export_batch: u32,
    /// As many as the database pool has connections: a use case starts when it holds one.
    pub database_turns: Arc<tokio::sync::Semaphore>,
    /// How many use cases that hash a password (Argon2: about a core's 30 ms and 19 MiB each) run
    /// at once: half the cores, so that a crowd signing in leaves the other half and most of the
    /// database turns to the pages being read.
    pub password_turns: Arc<tokio::sync::Semaphore>,
    /// Absent when the server has no OneID registration.
    pub oneid: Option<Arc<dyn OneIdClient>>,
    /// The scientific process: projects, publications, doctoral students, defences, the report.
    pub science: Arc<dyn ScienceQueries>,
    /// Finance: base amounts, prices, contracts and debts.
    pub finance: Arc<dyn application::ports::FinanceQueries>,
    /// Orders (buyruq).
    pub orders: Arc<dyn application::ports::OrderQueries>,
    /// The kept standings' lists: academic debts.
    pub standings: Arc<dyn application::ports::StandingQueries>,
    /// The same state with its reading ports over a standby (`DATABASE_READ_URL`), which the
    /// lists' Excel exports read through; none without a standby.
    pub exports: Option<Arc<AppState>>,
}
