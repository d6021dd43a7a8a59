//! The scientific process: projects, publications (with their files), doctoral students,
//! defences, and the figures of the science report.

use domain::actor::Scope;
use domain::ids::{CitizenId, DefenceId, DoctoralStudentId, InstitutionId, ProjectId, PublicationId, StaffId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::science::authorship::{AuthorDraft, Confirmation};
use domain::science::doctorate::{DefenceDetails, DoctoralStudentDetails};
use domain::science::project::ProjectDraft;
use domain::science::publication::PublicationDetails;
use domain::science::{
    Amount, Currency, Defence, DoctoralStatus, DoctoralStudent, DoctorateKind, Indexing, Project, ProjectKind, Publication,
    PublicationFile, PublicationKind, PublicationSubKind, StudyForm, Verification,
};
use domain::version::Version;

use super::{Figure, Lock};
use crate::AppError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProjectOrder {
    Id,
    Name,
    DateFrom,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub kind: Option<ProjectKind>,
    /// Projects running in any part of this year.
    pub year: Option<i16>,
    pub foreign: Option<bool>,
    /// Projects this staff member works on.
    pub staff_id: Option<StaffId>,
    /// The name or the number.
    pub search: Option<String>,
    pub ordering: Ordering<ProjectOrder>,
    pub page: PageRequest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PublicationOrder {
    Id,
    Title,
    Year,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicationQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub kind: Option<PublicationKind>,
    pub sub_kind: Option<PublicationSubKind>,
    pub year: Option<i16>,
    pub indexing: Option<Indexing>,
    pub foreign: Option<bool>,
    pub verification: Option<Verification>,
    /// Publications this staff member is an author of.
    pub staff_id: Option<StaffId>,
    /// The title, the source or the DOI.
    pub search: Option<String>,
    pub ordering: Ordering<PublicationOrder>,
    pub page: PageRequest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DoctoralStudentOrder {
    Id,
    FullName,
    AdmissionYear,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoctoralStudentQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub kind: Option<DoctorateKind>,
    pub form: Option<StudyForm>,
    pub status: Option<DoctoralStatus>,
    pub course: Option<i16>,
    pub supervisor_staff_id: Option<StaffId>,
    /// A name or the beginning of a PINFL.
    pub search: Option<String>,
    pub ordering: Ordering<DoctoralStudentOrder>,
    pub page: PageRequest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefenceOrder {
    Id,
    Date,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefenceQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub year: Option<i16>,
    pub kind: Option<DoctorateKind>,
    /// The student's name, the council or a number.
    pub search: Option<String>,
    pub ordering: Ordering<DefenceOrder>,
    pub page: PageRequest,
}

/// A sum of money of one currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Funding {
    pub currency: Currency,
    pub amount: Amount,
}

/// One scope's figures of a year.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScienceFigures {
    /// Verified publications of the year, by kind.
    pub publications_by_kind: Vec<Figure>,
    /// Verified publications of the year, by sub-kind.
    pub publications_by_sub_kind: Vec<Figure>,
    /// Verified publications of the year per indexing database (one publication in each it is in).
    pub publications_by_indexing: Vec<Figure>,
    /// Verified publications of the year published abroad.
    pub publications_foreign: i64,
    /// Publications of the year waiting for the office.
    pub publications_pending: i64,
    /// Projects running in the year, by kind.
    pub projects_by_kind: Vec<Figure>,
    /// Projects running in the year funded from abroad.
    pub projects_foreign: i64,
    /// The year's funding, per currency.
    pub funding: Vec<Funding>,
    /// Doctoral students studying now (or on leave), by kind and by form.
    pub doctoral_students_by_kind: Vec<Figure>,
    pub doctoral_students_by_form: Vec<Figure>,
    /// Doctoral students admitted in the year.
    pub admitted: i64,
    /// Defences of the year, by kind.
    pub defences_by_kind: Vec<Figure>,
}

/// An institution's line of the ministry's comparison.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstitutionScience {
    pub institution_id: InstitutionId,
    pub name: MultilingualName,
    pub publications: i64,
    /// Verified publications indexed in Scopus or the Web of Science.
    pub international: i64,
    pub projects: i64,
    /// The year's funding in so‘m.
    pub funding_uzs: Amount,
    pub doctoral_students: i64,
    pub defences: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScienceReport {
    pub totals: ScienceFigures,
    /// Each institution of the scope with any figure, by name.
    pub institutions: Vec<InstitutionScience>,
}

/// The read model of the area; lists are paged and filtered in the database.
#[cfg_attr(test, mockall::automock)]
pub trait ScienceQueries: Send + Sync {
    fn projects(&self, query: &ProjectQuery) -> Result<Page<Project>, AppError>;
    fn project(&self, id: ProjectId) -> Result<Option<Project>, AppError>;
    fn publications(&self, query: &PublicationQuery) -> Result<Page<Publication>, AppError>;
    fn publication(&self, id: PublicationId) -> Result<Option<Publication>, AppError>;
    /// The PDF of a publication, if it has one.
    fn publication_pdf(&self, id: PublicationId) -> Result<Option<(PublicationFile, Vec<u8>)>, AppError>;
    fn doctoral_students(&self, query: &DoctoralStudentQuery) -> Result<Page<DoctoralStudent>, AppError>;
    fn doctoral_student(&self, id: DoctoralStudentId) -> Result<Option<DoctoralStudent>, AppError>;
    fn defences(&self, query: &DefenceQuery) -> Result<Page<Defence>, AppError>;
    fn defence(&self, id: DefenceId) -> Result<Option<Defence>, AppError>;
    /// The figures of `year` for one institution, or (None) for every one.
    fn report(&self, institution: Option<InstitutionId>, year: i16) -> Result<ScienceReport, AppError>;
}

/// An author as a transaction stores it: who, whether main, and their confirmation.
pub type StoredAuthor = (AuthorDraft, Option<Confirmation>);

/// The area's aggregates as a transaction loads and saves them.
#[cfg_attr(test, mockall::automock)]
pub trait ScienceRepository {
    /// The full names of those of `staff` who are living staff members of the institution.
    fn staff_names(&mut self, institution: InstitutionId, staff: &[StaffId]) -> Result<Vec<(StaffId, String)>, AppError>;

    fn project(&mut self, id: ProjectId, lock: Lock) -> Result<Option<Project>, AppError>;
    /// `Conflict(ScienceRule::ProjectNumberTaken)`.
    fn insert_project(&mut self, institution: InstitutionId, draft: &ProjectDraft) -> Result<Project, AppError>;
    /// Stores a project read at `version`. `StaleVersion`, `Conflict(ScienceRule::ProjectNumberTaken)`.
    fn save_project(&mut self, id: ProjectId, draft: &ProjectDraft, version: Version) -> Result<Project, AppError>;
    fn delete_project(&mut self, project: &Project) -> Result<(), AppError>;

    fn publication(&mut self, id: PublicationId, lock: Lock) -> Result<Option<Publication>, AppError>;
    fn insert_publication(
        &mut self,
        institution: InstitutionId,
        details: &PublicationDetails,
        authors: &[StoredAuthor],
    ) -> Result<Publication, AppError>;
    /// Stores the details and authors of a publication read at `version`, in the given state. `StaleVersion`.
    fn save_publication(
        &mut self,
        id: PublicationId,
        details: &PublicationDetails,
        authors: &[StoredAuthor],
        verification: Verification,
        version: Version,
    ) -> Result<Publication, AppError>;
    /// The office's decision (`reason` for a return); who made it and when is the audit trail's.
    fn set_verification(&mut self, id: PublicationId, verification: Verification, reason: &str) -> Result<Publication, AppError>;
    /// The staff author confirms their authorship.
    fn confirm_authorship(&mut self, id: PublicationId, staff: StaffId) -> Result<Publication, AppError>;
    /// Puts the PDF in place of any earlier one, in the given state.
    fn store_file(&mut self, id: PublicationId, name: &str, content: &[u8], verification: Verification) -> Result<Publication, AppError>;
    fn remove_file(&mut self, id: PublicationId, verification: Verification) -> Result<Publication, AppError>;
    fn delete_publication(&mut self, publication: &Publication) -> Result<(), AppError>;

    fn doctoral_student(&mut self, id: DoctoralStudentId, lock: Lock) -> Result<Option<DoctoralStudent>, AppError>;
    /// `Conflict(ScienceRule::DoctoralStudentTaken)`.
    fn insert_doctoral_student(
        &mut self,
        institution: InstitutionId,
        citizen: CitizenId,
        details: &DoctoralStudentDetails,
    ) -> Result<DoctoralStudent, AppError>;
    /// `StaleVersion` (with `Some(version)`), `Conflict(ScienceRule::DoctoralStudentTaken)`.
    fn save_doctoral_student(
        &mut self,
        id: DoctoralStudentId,
        details: &DoctoralStudentDetails,
        version: Option<Version>,
    ) -> Result<DoctoralStudent, AppError>;
    fn delete_doctoral_student(&mut self, student: &DoctoralStudent) -> Result<(), AppError>;

    fn defence(&mut self, id: DefenceId, lock: Lock) -> Result<Option<Defence>, AppError>;
    /// `Conflict(ScienceRule::DefenceRecorded)`.
    fn insert_defence(
        &mut self,
        institution: InstitutionId,
        student: DoctoralStudentId,
        details: &DefenceDetails,
    ) -> Result<Defence, AppError>;
    /// `StaleVersion`.
    fn save_defence(&mut self, id: DefenceId, details: &DefenceDetails, version: Version) -> Result<Defence, AppError>;
    fn delete_defence(&mut self, defence: &Defence) -> Result<(), AppError>;
}
