//! `/science/publications/`: publications with their authors, the PDF of each, the authors'
//! confirmations and the office's verification.

mod confirm;
mod create;
mod delete;
mod file;
mod get;
mod list;
mod me;
mod mine;
mod reject;
mod remove_file;
mod update;
mod upload_file;
mod verify;

pub use confirm::*;
pub use create::*;
pub use delete::*;
pub use file::*;
pub use get::*;
pub use list::*;
pub use me::*;
pub use mine::*;
pub use reject::*;
pub use remove_file::*;
pub use update::*;
pub use upload_file::*;
pub use verify::*;

use chrono::{DateTime, Utc};
use domain::ids::StaffId;
use domain::science::authorship::AuthorForm;
use domain::science::publication::PublicationForm;
use domain::science::{Confirmation, Publication};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::{InstitutionRefDto, NameDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct PublicationAuthorDto {
    /// A staff member of the institution, or null for an author from outside.
    pub staff_id: Option<i64>,
    pub outside_name: String,
    pub main: bool,
    /// A staff author's confirmation of their authorship; null for an outside author.
    #[schema(value_type = Option<crate::science::codes::ConfirmationCode>)]
    pub confirmation: Option<String>,
    pub full_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PublicationFileDto {
    pub name: String,
    /// Bytes.
    pub size: i64,
    pub uploaded_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PublicationDto {
    pub id: i64,
    pub institution_id: i64,
    pub institution: InstitutionRefDto,
    #[schema(value_type = crate::science::codes::PublicationKindCode)]
    pub kind: String,
    #[schema(value_type = crate::science::codes::PublicationSubKindCode)]
    pub sub_kind: String,
    pub title: String,
    pub year: i16,
    /// The journal, conference, publisher or patent office.
    pub source: String,
    pub doi: Option<String>,
    #[schema(value_type = Vec<crate::science::codes::IndexingCode>)]
    pub indexing: Vec<String>,
    /// Published abroad.
    pub foreign: bool,
    pub authors: Vec<PublicationAuthorDto>,
    /// The main author's full name.
    pub main_author: String,
    #[schema(value_type = crate::science::codes::VerificationCode)]
    pub verification: String,
    /// Why the office returned it, while it is returned.
    pub rejection_reason: String,
    pub file: Option<PublicationFileDto>,
    /// The caller's own confirmation, on `/science/publications/mine/`; null elsewhere.
    #[schema(value_type = Option<crate::science::codes::ConfirmationCode>)]
    pub my_confirmation: Option<String>,
    pub version: i32,
}

impl PublicationDto {
    pub fn of(publication: Publication, me: Option<StaffId>) -> PublicationDto {
        let d = &publication.details;
        let my_confirmation = me
            .and_then(|me| publication.authors.iter().find(|a| a.contributor.staff() == Some(me)))
            .and_then(|a| a.confirmation)
            .map(|c| c.code().to_string());
        PublicationDto {
            id: publication.id.get(),
            institution_id: publication.institution_id.get(),
            institution: InstitutionRefDto { id: publication.institution_id.get(), name: NameDto::from(&publication.institution_name) },
            kind: d.kind.code().into(),
            sub_kind: d.sub_kind.code().into(),
            title: d.title.clone(),
            year: d.year,
            source: d.source.clone(),
            doi: d.doi.as_ref().map(|doi| doi.as_str().to_string()),
            indexing: d.indexing.iter().map(|i| i.code().to_string()).collect(),
            foreign: d.foreign,
            // Never the default: `Authors::parse` keeps exactly one main author on every publication.
            main_author: publication.authors.iter().find(|a| a.main).map(|a| a.full_name.clone()).unwrap_or_default(),
            authors: publication
                .authors
                .iter()
                .map(|a| PublicationAuthorDto {
                    staff_id: a.contributor.staff().map(|id| id.get()),
                    outside_name: a.contributor.outside_name().into(),
                    main: a.main,
                    confirmation: a.confirmation.map(|c: Confirmation| c.code().to_string()),
                    full_name: a.full_name.clone(),
                })
                .collect(),
            verification: publication.verification.code().into(),
            rejection_reason: publication.rejection_reason.clone(),
            file: publication.file.as_ref().map(|f| PublicationFileDto { name: f.name.clone(), size: f.size, uploaded_at: f.uploaded_at }),
            my_confirmation,
            version: publication.version.get(),
        }
    }
}

impl From<Publication> for PublicationDto {
    fn from(publication: Publication) -> Self {
        PublicationDto::of(publication, None)
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PublicationAuthorWriteDto {
    /// A staff member of the institution; or leave it out and give `outside_name`.
    #[serde(default)]
    pub staff_id: Option<i64>,
    #[serde(default)]
    #[schema(max_length = 255)]
    pub outside_name: String,
    /// Exactly one author is the main one.
    #[serde(default)]
    pub main: bool,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct PublicationWriteDto {
    /// Required for ministry-level roles; an institution-level role may leave it out.
    #[serde(default)]
    pub institution_id: Option<i64>,
    #[serde(default)]
    #[schema(value_type = crate::science::codes::PublicationKindCode, required = true)]
    pub kind: String,
    /// One of the kind's sub-kinds.
    #[serde(default)]
    #[schema(value_type = crate::science::codes::PublicationSubKindCode, required = true)]
    pub sub_kind: String,
    #[serde(default)]
    #[schema(required = true, min_length = 1, max_length = 1000, pattern = r"\S")]
    pub title: String,
    /// From 1950 to a year ahead (in press).
    #[serde(default)]
    #[schema(required = true, minimum = 1950, maximum = 2100)]
    pub year: i64,
    #[serde(default)]
    #[schema(max_length = 500)]
    pub source: String,
    /// `10.NNNN/suffix` (a `https://doi.org/` link is taken too), or empty.
    #[serde(default)]
    #[schema(max_length = 255)]
    pub doi: String,
    #[serde(default)]
    #[schema(value_type = Vec<crate::science::codes::IndexingCode>)]
    pub indexing: Vec<String>,
    #[serde(default)]
    pub foreign: bool,
    /// One to fifty; exactly one main author; each staff member once. A staff member entering
    /// their own publication is among them.
    #[serde(default)]
    #[schema(min_items = 1, max_items = 50)]
    pub authors: Vec<PublicationAuthorWriteDto>,
    /// The version read; required on update.
    #[serde(default)]
    pub version: Option<i32>,
}

impl PublicationWriteDto {
    pub fn form(&self) -> PublicationForm {
        PublicationForm {
            kind: self.kind.clone(),
            sub_kind: self.sub_kind.clone(),
            title: self.title.clone(),
            year: self.year,
            source: self.source.clone(),
            doi: self.doi.clone(),
            indexing: self.indexing.clone(),
            foreign: self.foreign,
            authors: self
                .authors
                .iter()
                .map(|a| AuthorForm { staff_id: a.staff_id, outside_name: a.outside_name.clone(), main: a.main })
                .collect(),
        }
    }
}
