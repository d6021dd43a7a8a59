//! `/teachers/`: the teacher module. Every call answers for the signed-in teacher only: their
//! institutions, subjects, topics, groups, calendar and the topics of their held lessons.

mod add_topics;
mod class_schedule;
mod groups;
mod lessons;
mod subjects;
mod topics;

pub use add_topics::*;
pub use class_schedule::*;
pub use groups::*;
pub use lessons::*;
pub use subjects::*;
pub use topics::*;

use application::ports::SubjectRef;
use serde::Serialize;
use utoipa::ToSchema;

use crate::dto::NameDto;

#[derive(Debug, Serialize, ToSchema)]
pub struct TeacherSubjectDto {
    pub id: i64,
    pub code: String,
    pub name: NameDto,
}

impl From<&SubjectRef> for TeacherSubjectDto {
    fn from(s: &SubjectRef) -> Self {
        TeacherSubjectDto { id: s.id.get(), code: s.code.clone(), name: NameDto::from(&s.name) }
    }
}
