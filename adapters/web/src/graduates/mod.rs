//! `/graduates/`: candidates and graduates, their record, DAK exam ratings, naming, graduation
//! and the documents issued to them.

mod exam_ratings;
mod get;
mod graduate;
mod issue_document;
mod list;
mod naming;
mod save_exam_ratings;
mod save_naming;

pub use exam_ratings::*;
pub use get::*;
pub use graduate::*;
pub use issue_document::*;
pub use list::*;
pub use naming::*;
pub use save_exam_ratings::*;
pub use save_naming::*;

use application::graduates::{ExamSheet, GraduateCard};
use application::ports::{GraduateListItem, GraduateRecord};
use application::AppError;
use domain::curriculum::RatingType;
use domain::graduate::{DocumentKind, DocumentStatus, GraduateAction, GraduateNaming, IssuedDocument, Stage};
use domain::ids::StudentId;
use domain::language::Language;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};
use crate::error::ApiError;
use crate::students::StudentStatusDto;

/// Where a student stands towards graduation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum GraduateStageDto {
    Candidate,
    Graduated,
}

impl From<Stage> for GraduateStageDto {
    fn from(stage: Stage) -> Self {
        match stage {
            Stage::Candidate => GraduateStageDto::Candidate,
            Stage::Graduated => GraduateStageDto::Graduated,
        }
    }
}

impl From<GraduateStageDto> for Stage {
    fn from(stage: GraduateStageDto) -> Self {
        match stage {
            GraduateStageDto::Candidate => Stage::Candidate,
            GraduateStageDto::Graduated => Stage::Graduated,
        }
    }
}

/// Every kind of issued document: a graduate's three and a studying student's two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DocumentKindDto {
    Diploma,
    Appendix,
    Certificate,
    Transcript,
    Reference,
}

impl From<DocumentKind> for DocumentKindDto {
    fn from(kind: DocumentKind) -> Self {
        match kind {
            DocumentKind::Diploma => DocumentKindDto::Diploma,
            DocumentKind::Appendix => DocumentKindDto::Appendix,
            DocumentKind::Certificate => DocumentKindDto::Certificate,
            DocumentKind::Transcript => DocumentKindDto::Transcript,
            DocumentKind::Reference => DocumentKindDto::Reference,
        }
    }
}

/// The kinds a graduate's record issues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum GraduateDocumentKindDto {
    Diploma,
    Appendix,
    Certificate,
}

impl From<GraduateDocumentKindDto> for DocumentKind {
    fn from(kind: GraduateDocumentKindDto) -> Self {
        match kind {
            GraduateDocumentKindDto::Diploma => DocumentKind::Diploma,
            GraduateDocumentKindDto::Appendix => DocumentKind::Appendix,
            GraduateDocumentKindDto::Certificate => DocumentKind::Certificate,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DocumentStatusDto {
    Valid,
    Revoked,
}

impl From<DocumentStatus> for DocumentStatusDto {
    fn from(status: DocumentStatus) -> Self {
        match status {
            DocumentStatus::Valid => DocumentStatusDto::Valid,
            DocumentStatus::Revoked => DocumentStatusDto::Revoked,
        }
    }
}

/// What the caller's permissions and the record's state allow right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum GraduateActionDto {
    #[serde(rename = "graduate")]
    Graduate,
    #[serde(rename = "naming")]
    Naming,
    #[serde(rename = "exam_ratings")]
    ExamRatings,
    #[serde(rename = "DIPLOMA")]
    Diploma,
    #[serde(rename = "DIPLOMA_DUPLICATE")]
    DiplomaDuplicate,
    #[serde(rename = "APPENDIX")]
    Appendix,
    #[serde(rename = "APPENDIX_DUPLICATE")]
    AppendixDuplicate,
    #[serde(rename = "CERTIFICATE")]
    Certificate,
    #[serde(rename = "CERTIFICATE_DUPLICATE")]
    CertificateDuplicate,
}

impl GraduateActionDto {
    /// The action as the record's card names it; none for a study document, which a graduate's
    /// record never offers.
    fn of(action: GraduateAction) -> Option<Self> {
        use DocumentKind::*;
        Some(match action {
            GraduateAction::Graduate => GraduateActionDto::Graduate,
            GraduateAction::Naming => GraduateActionDto::Naming,
            GraduateAction::ExamRatings => GraduateActionDto::ExamRatings,
            GraduateAction::Document { kind: Diploma, duplicate: false } => GraduateActionDto::Diploma,
            GraduateAction::Document { kind: Diploma, duplicate: true } => GraduateActionDto::DiplomaDuplicate,
            GraduateAction::Document { kind: Appendix, duplicate: false } => GraduateActionDto::Appendix,
            GraduateAction::Document { kind: Appendix, duplicate: true } => GraduateActionDto::AppendixDuplicate,
            GraduateAction::Document { kind: Certificate, duplicate: false } => GraduateActionDto::Certificate,
            GraduateAction::Document { kind: Certificate, duplicate: true } => GraduateActionDto::CertificateDuplicate,
            GraduateAction::Document { kind: Transcript | Reference, .. } => return None,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RatingTypeDto {
    FivePoint,
    HundredPoint,
}

impl From<RatingType> for RatingTypeDto {
    fn from(scale: RatingType) -> Self {
        match scale {
            RatingType::FivePoint => RatingTypeDto::FivePoint,
            RatingType::HundredPoint => RatingTypeDto::HundredPoint,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateGroupDto {
    pub id: i64,
    pub name: String,
    pub course: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateDirectionDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
}

/// One row of the graduates list.
#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateListItemDto {
    /// The student's id.
    pub id: i64,
    pub fio: String,
    pub pinfl: String,
    pub student_status: StudentStatusDto,
    pub stage: GraduateStageDto,
    pub institution: InstitutionRefDto,
    pub edu_group: GraduateGroupDto,
    pub edu_direction: GraduateDirectionDto,
    /// `null` until named.
    pub diploma_series: Option<String>,
    pub diploma_number: Option<String>,
    /// `null` until graduated.
    #[schema(value_type = Option<String>, format = Date)]
    pub graduated_at: Option<String>,
}

fn date(d: chrono::NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

impl From<GraduateListItem> for GraduateListItemDto {
    fn from(item: GraduateListItem) -> Self {
        GraduateListItemDto {
            id: item.id.get(),
            fio: item.fio,
            pinfl: item.pinfl,
            student_status: item.status.into(),
            stage: item.stage.into(),
            institution: InstitutionRefDto { id: item.institution_id.get(), name: NameDto::from(&item.institution_name) },
            edu_group: GraduateGroupDto { id: item.group.id.get(), name: item.group.name, course: item.group.course },
            edu_direction: GraduateDirectionDto {
                id: item.direction.id.get(),
                code: item.direction.code,
                name: NameDto::from(&item.direction.name),
            },
            diploma_series: item.diploma_series,
            diploma_number: item.diploma_number,
            graduated_at: item.graduated_at.map(date),
        }
    }
}

fn list_item(record: &GraduateRecord) -> GraduateListItemDto {
    let s = &record.student;
    GraduateListItemDto {
        id: s.id.get(),
        fio: s.details.fio.clone(),
        pinfl: s.details.pinfl.as_str().into(),
        student_status: s.status.into(),
        stage: record.stage.into(),
        institution: InstitutionRefDto { id: s.institution_id.get(), name: NameDto::from(&record.institution_name) },
        edu_group: GraduateGroupDto { id: record.group.id.get(), name: record.group.name.clone(), course: record.group.course },
        edu_direction: GraduateDirectionDto {
            id: record.direction.id.get(),
            code: record.direction.code.clone(),
            name: NameDto::from(&record.direction.name),
        },
        diploma_series: record.naming.as_ref().map(|n| n.naming.series.as_str().to_string()),
        diploma_number: record.naming.as_ref().map(|n| n.naming.number.as_str().to_string()),
        graduated_at: record.graduated_at.map(date),
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateCurriculumDto {
    pub id: i64,
    pub name: String,
    pub rating_type: RatingTypeDto,
    pub number_of_semesters: i32,
    pub min_rating: i32,
    pub max_rating: i32,
    pub passing_rating: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateSubjectDto {
    pub edu_subject_id: i64,
    pub name: NameDto,
    pub study_hours: i32,
    pub rating: Option<i32>,
    pub passed: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateSemesterDto {
    pub number: i32,
    pub subjects: Vec<GraduateSubjectDto>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateExamDto {
    pub exam_id: i64,
    pub name: NameDto,
    pub study_hours: i32,
    pub rating: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VocationalSubjectDto {
    pub name: NameDto,
    pub study_hours: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MissingSubjectDto {
    pub semester: i32,
    pub edu_subject_id: i64,
    pub name: NameDto,
    /// `null` when there is no rating, else the failing one.
    pub rating: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MissingExamDto {
    pub exam_id: i64,
    pub name: NameDto,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReadinessDto {
    pub ready: bool,
    pub missing_subjects: Vec<MissingSubjectDto>,
    pub missing_exams: Vec<MissingExamDto>,
}

/// A document issued to a graduate.
#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentDto {
    pub id: i64,
    /// A UUID.
    pub public_id: String,
    pub kind: DocumentKindDto,
    pub duplicate: bool,
    pub number: String,
    pub original_id: Option<i64>,
    pub status: DocumentStatusDto,
    /// RFC 3339.
    pub issued_at: String,
    /// `/api/v1/documents/{id}/pdf/`.
    pub pdf_url: String,
}

impl From<&IssuedDocument> for DocumentDto {
    fn from(d: &IssuedDocument) -> Self {
        DocumentDto {
            id: d.id,
            public_id: d.public_id.as_str().into(),
            kind: d.kind.into(),
            duplicate: d.duplicate,
            number: d.number.clone(),
            original_id: d.original_id,
            status: d.status.into(),
            issued_at: d.issued_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            pdf_url: format!("/api/v1/documents/{}/pdf/", d.id),
        }
    }
}

/// A qualification as a record holds it: empty in every language until the record is named.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct QualificationDto {
    pub uz: String,
    pub ru: String,
    pub en: String,
}

/// The naming of a record as it stands: the qualification and the diploma's series and number,
/// every text empty and `version` 0 until the record is named.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct NamingDto {
    pub qualification: QualificationDto,
    pub diploma_series: String,
    pub diploma_number: String,
    /// The version to send back with a change; 0 for a record not named yet.
    #[schema(minimum = 0)]
    pub version: i32,
}

/// A naming as a change sends it, with the `version` read (0 for the first).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct NamingWriteDto {
    pub qualification: NameDto,
    #[schema(required = true, pattern = r"^[A-Z]{1,3}$")]
    pub diploma_series: String,
    #[schema(required = true, pattern = r"^[0-9]{7}$")]
    pub diploma_number: String,
    /// The version read; 0 for a record not named yet.
    #[schema(required = true, minimum = 0)]
    pub version: i32,
}

impl NamingDto {
    pub fn of(naming: Option<&GraduateNaming>) -> NamingDto {
        match naming {
            None => NamingDto::default(),
            Some(n) => NamingDto {
                qualification: {
                    let name = NameDto::from(&n.naming.qualification);
                    QualificationDto { uz: name.uz, ru: name.ru, en: name.en }
                },
                diploma_series: n.naming.series.as_str().into(),
                diploma_number: n.naming.number.as_str().into(),
                version: n.version.get(),
            },
        }
    }
}

/// The whole record of a candidate or graduate.
#[derive(Debug, Serialize, ToSchema)]
pub struct GraduateDetailDto {
    #[serde(flatten)]
    pub item: GraduateListItemDto,
    pub serial_number: String,
    #[schema(value_type = String, format = Date)]
    pub birth_date: String,
    /// 1 male, 2 female.
    pub gender: i16,
    pub curriculum: GraduateCurriculumDto,
    pub semesters: Vec<GraduateSemesterDto>,
    pub exams: Vec<GraduateExamDto>,
    pub vocational_subjects: Vec<VocationalSubjectDto>,
    pub naming: Option<NamingDto>,
    pub readiness: ReadinessDto,
    /// Newest first.
    pub documents: Vec<DocumentDto>,
    pub allowed_actions: Vec<GraduateActionDto>,
}

fn curriculum_dto(record: &GraduateRecord) -> GraduateCurriculumDto {
    let scale = record.curriculum.rating_type;
    let (min_rating, max_rating) = scale.bounds();
    GraduateCurriculumDto {
        id: record.curriculum.id.get(),
        name: record.curriculum.name.clone(),
        rating_type: scale.into(),
        number_of_semesters: record.curriculum.number_of_semesters,
        min_rating,
        max_rating,
        passing_rating: scale.passing(),
    }
}

fn exam_dtos(exams: &[domain::graduate::PlannedExam]) -> Vec<GraduateExamDto> {
    exams
        .iter()
        .map(|e| GraduateExamDto { exam_id: e.exam_id, name: NameDto::from(&e.name), study_hours: e.study_hours, rating: e.rating })
        .collect()
}

impl From<GraduateCard> for GraduateDetailDto {
    fn from(card: GraduateCard) -> Self {
        let record = &card.record;
        let scale = record.curriculum.rating_type;
        let mut numbers: Vec<i32> = record.subjects.iter().map(|s| s.semester).collect();
        numbers.dedup();
        let d = &record.student.details;
        GraduateDetailDto {
            item: list_item(record),
            serial_number: d.serial_number.as_str().into(),
            birth_date: date(d.birth_date),
            gender: d.gender.code(),
            curriculum: curriculum_dto(record),
            semesters: numbers
                .into_iter()
                .map(|number| GraduateSemesterDto {
                    number,
                    subjects: record
                        .subjects
                        .iter()
                        .filter(|s| s.semester == number)
                        .map(|s| GraduateSubjectDto {
                            edu_subject_id: s.edu_subject_id.get(),
                            name: NameDto::from(&s.name),
                            study_hours: s.study_hours,
                            rating: s.rating,
                            passed: s.passes(scale),
                        })
                        .collect(),
                })
                .collect(),
            exams: exam_dtos(&record.exams),
            vocational_subjects: record
                .vocational
                .iter()
                .map(|v| VocationalSubjectDto { name: NameDto::from(&v.name), study_hours: v.study_hours })
                .collect(),
            naming: record.naming.as_ref().map(|n| NamingDto::of(Some(n))),
            readiness: ReadinessDto {
                ready: card.readiness.ready(),
                missing_subjects: card
                    .readiness
                    .missing_subjects
                    .iter()
                    .map(|m| MissingSubjectDto {
                        semester: m.semester,
                        edu_subject_id: m.edu_subject_id.get(),
                        name: NameDto::from(&m.name),
                        rating: m.rating,
                    })
                    .collect(),
                missing_exams: card
                    .readiness
                    .missing_exams
                    .iter()
                    .map(|m| MissingExamDto { exam_id: m.exam_id, name: NameDto::from(&m.name) })
                    .collect(),
            },
            documents: record.documents.iter().map(DocumentDto::from).collect(),
            allowed_actions: card.actions.into_iter().filter_map(GraduateActionDto::of).collect(),
        }
    }
}

/// The DAK exams of the student's curriculum with their ratings.
#[derive(Debug, Serialize, ToSchema)]
pub struct ExamSheetDto {
    pub rating_type: RatingTypeDto,
    pub min_rating: i32,
    pub max_rating: i32,
    pub passing_rating: i32,
    pub exams: Vec<GraduateExamDto>,
}

impl From<ExamSheet> for ExamSheetDto {
    fn from(sheet: ExamSheet) -> Self {
        let (min_rating, max_rating) = sheet.rating_type.bounds();
        ExamSheetDto {
            rating_type: sheet.rating_type.into(),
            min_rating,
            max_rating,
            passing_rating: sheet.rating_type.passing(),
            exams: exam_dtos(&sheet.exams),
        }
    }
}

pub(crate) fn graduate_id(id: i64, language: Language) -> Result<StudentId, ApiError> {
    StudentId::new(id).map_err(|_| ApiError::new(AppError::NotFound, language))
}
