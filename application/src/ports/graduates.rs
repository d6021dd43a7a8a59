//! Graduates: the record a transaction loads (student, curriculum with every rating, DAK exams,
//! naming, documents), what it saves (exam ratings, naming, documents, job progress), and the read
//! side of lists, stored PDFs, the public report and job progress.

use chrono::{DateTime, NaiveDate, Utc};
use domain::actor::Scope;
use domain::curriculum::RatingType;
use domain::graduate::uuid_text::PublicId;
use domain::graduate::{
    readiness, DocumentKind, ExamRatedCell, GraduateNaming, IssuedDocument, JobStatus, PlannedExam, PlannedSubject, Readiness, RecordState,
    Stage,
};
use domain::ids::{CurriculumId, DirectionId, GroupId, InstitutionId, StudentId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::{Ordering, Page, PageRequest};
use domain::student::{Student, StudentStatus};

use super::Lock;
use crate::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateGroup {
    pub id: GroupId,
    pub name: String,
    pub course: i32,
    pub current_semester: i32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateDirection {
    pub id: DirectionId,
    pub code: String,
    pub name: MultilingualName,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateCurriculum {
    pub id: CurriculumId,
    pub name: String,
    pub rating_type: RatingType,
    pub number_of_semesters: i32,
}

/// A subject taught outside the semesters (vocational practice), with its hours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VocationalSubject {
    pub name: MultilingualName,
    pub study_hours: i32,
}

/// A candidate's or graduate's whole record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateRecord {
    pub student: Student,
    pub stage: Stage,
    pub institution_name: MultilingualName,
    pub group: GraduateGroup,
    pub direction: GraduateDirection,
    pub curriculum: GraduateCurriculum,
    /// Every subject of every semester, by semester then the curriculum's order.
    pub subjects: Vec<PlannedSubject>,
    pub exams: Vec<PlannedExam>,
    pub vocational: Vec<VocationalSubject>,
    pub naming: Option<GraduateNaming>,
    /// Newest first.
    pub documents: Vec<IssuedDocument>,
    pub graduated_at: Option<NaiveDate>,
}

impl GraduateRecord {
    pub fn readiness(&self) -> Readiness {
        readiness(self.curriculum.rating_type, &self.subjects, &self.exams)
    }

    pub fn state(&self) -> RecordState {
        RecordState {
            stage: self.stage,
            ready: self.readiness().ready(),
            named: self.naming.is_some(),
            diploma_issued: self.documents.iter().any(|d| d.kind == DocumentKind::Diploma && !d.duplicate),
        }
    }

    /// The valid original of a kind, if there is one.
    pub fn valid_original(&self, kind: DocumentKind) -> Option<&IssuedDocument> {
        self.documents.iter().find(|d| d.kind == kind && !d.duplicate && d.status == domain::graduate::DocumentStatus::Valid)
    }

    /// The kinds that have a valid original to duplicate.
    pub fn originals(&self) -> Vec<DocumentKind> {
        DocumentKind::ALL.into_iter().filter(|k| self.valid_original(*k).is_some()).collect()
    }
}

/// A document to store: everything but its id, which the store gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDocument {
    pub public_id: PublicId,
    pub student_id: StudentId,
    pub institution_id: InstitutionId,
    pub kind: DocumentKind,
    pub original_id: Option<i64>,
    pub number: String,
    pub pdf: Vec<u8>,
    pub issued_at: DateTime<Utc>,
    pub report: ReportNames,
}

/// What the public report shows of a document, kept as it was when it was issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportNames {
    pub holder: String,
    pub institution: MultilingualName,
    pub edu_direction: MultilingualName,
    pub qualification: Option<MultilingualName>,
    pub year: i32,
}

/// One student of a group, for a background job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupMember {
    pub id: StudentId,
    pub fio: String,
    /// `None` for a student who is neither a candidate nor a graduate.
    pub stage: Option<Stage>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobFailure {
    pub student_id: StudentId,
    pub fio: String,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentJob {
    pub id: i64,
    pub institution_id: InstitutionId,
    pub edu_group_id: GroupId,
    pub kind: DocumentKind,
    pub status: JobStatus,
    pub total: i32,
    pub done: i32,
    pub failed: Vec<JobFailure>,
    pub started_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

#[cfg_attr(test, mockall::automock)]
pub trait GraduateRepository {
    /// The record of a living student who is a candidate or a graduate; with `Lock::ForUpdate`
    /// the student's row stays locked until the transaction ends. `None` for anyone else.
    fn record(&mut self, id: StudentId, lock: Lock) -> Result<Option<GraduateRecord>, AppError>;
    /// Sets (`Some`) or clears (`None`) the rating of each exam; answers each changed cell as it
    /// was and as it is (`None`: absent).
    #[allow(clippy::type_complexity)]
    fn save_exam_ratings(
        &mut self,
        student: StudentId,
        ratings: &[(i64, Option<i32>)],
    ) -> Result<Vec<(Option<ExamRatedCell>, Option<ExamRatedCell>)>, AppError>;
    /// Inserts the naming (version 0) or stores it over the version read. `StaleVersion`;
    /// `Conflict(GraduateRule::DiplomaNumberTaken)` when the series and number are anyone else's.
    fn save_naming(&mut self, naming: &GraduateNaming) -> Result<GraduateNaming, AppError>;
    fn insert_document(&mut self, document: &NewDocument) -> Result<IssuedDocument, AppError>;
    /// Marks a valid document revoked; answers it as it is now.
    fn revoke_document(&mut self, id: i64, at: DateTime<Utc>) -> Result<IssuedDocument, AppError>;
    /// How many duplicates of this original there are.
    fn count_duplicates(&mut self, original: i64) -> Result<i64, AppError>;
    /// The living students of a group.
    fn group_members(&mut self, group: GroupId) -> Result<Vec<GroupMember>, AppError>;
    fn create_job(
        &mut self,
        institution: InstitutionId,
        group: GroupId,
        kind: DocumentKind,
        total: i32,
        by: UserId,
    ) -> Result<DocumentJob, AppError>;
    /// One more student handled, successfully or with its failure.
    fn job_step(&mut self, job: i64, failure: Option<JobFailure>) -> Result<(), AppError>;
    fn finish_job(&mut self, job: i64, status: JobStatus, at: DateTime<Utc>) -> Result<(), AppError>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GraduateOrderField {
    Id,
    Fio,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateQuery {
    pub scope: Scope,
    pub institution_id: Option<InstitutionId>,
    pub stage: Option<Stage>,
    pub edu_group_id: Option<GroupId>,
    /// A name, or the beginning of a PINFL.
    pub search: Option<String>,
    pub ordering: Ordering<GraduateOrderField>,
    pub page: PageRequest,
}

/// One row of the graduates list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraduateListItem {
    pub id: StudentId,
    pub fio: String,
    pub pinfl: String,
    pub status: StudentStatus,
    pub stage: Stage,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub group: GraduateGroup,
    pub direction: GraduateDirection,
    pub diploma_series: Option<String>,
    pub diploma_number: Option<String>,
    pub graduated_at: Option<NaiveDate>,
}

/// A stored PDF with what its answer's headers say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPdf {
    pub institution_id: InstitutionId,
    pub kind: DocumentKind,
    pub number: String,
    pub pdf: Vec<u8>,
}

/// The public verification of a document: nothing that identifies the holder beyond their name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicReport {
    pub document: IssuedDocument,
    pub names: ReportNames,
    pub original_number: Option<String>,
    pub duplicates: i64,
}

/// The read side of graduates.
#[cfg_attr(test, mockall::automock)]
pub trait GraduateQueries: Send + Sync {
    fn list(&self, query: &GraduateQuery) -> Result<Page<GraduateListItem>, AppError>;
    /// As `GraduateRepository::record`, outside a transaction.
    fn record(&self, id: StudentId) -> Result<Option<GraduateRecord>, AppError>;
    fn pdf(&self, document: i64) -> Result<Option<StoredPdf>, AppError>;
    fn report(&self, public_id: &PublicId) -> Result<Option<PublicReport>, AppError>;
    fn job(&self, id: i64) -> Result<Option<DocumentJob>, AppError>;
}
