//! `/documents/` and `/document-jobs/`: stored PDFs of issued documents, and the background issue
//! of a whole group's documents with its progress.

mod group_documents;
mod job;
mod pdf;

pub use group_documents::*;
pub use job::*;
pub use pdf::*;

use application::ports::DocumentJob;
use domain::graduate::JobStatus;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::graduates::DocumentKindDto;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum JobStatusDto {
    Running,
    Done,
    Failed,
}

impl From<JobStatus> for JobStatusDto {
    fn from(status: JobStatus) -> Self {
        match status {
            JobStatus::Running => JobStatusDto::Running,
            JobStatus::Done => JobStatusDto::Done,
            JobStatus::Failed => JobStatusDto::Failed,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct JobFailureDto {
    pub student_id: i64,
    pub fio: String,
    pub message: String,
}

/// A group's documents being issued in the background; progress lives in the database.
#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentJobDto {
    pub id: i64,
    pub edu_group_id: i64,
    pub kind: DocumentKindDto,
    pub status: JobStatusDto,
    pub total: i32,
    pub done: i32,
    pub failed: Vec<JobFailureDto>,
    /// RFC 3339.
    pub started_at: String,
    pub finished_at: Option<String>,
}

impl From<DocumentJob> for DocumentJobDto {
    fn from(job: DocumentJob) -> Self {
        let instant = |at: chrono::DateTime<chrono::Utc>| at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        DocumentJobDto {
            id: job.id,
            edu_group_id: job.edu_group_id.get(),
            kind: job.kind.into(),
            status: job.status.into(),
            total: job.total,
            done: job.done,
            failed: job
                .failed
                .into_iter()
                .map(|f| JobFailureDto { student_id: f.student_id.get(), fio: f.fio, message: f.message })
                .collect(),
            started_at: instant(job.started_at),
            finished_at: job.finished_at.map(instant),
        }
    }
}
