//! The teacher module: the signed-in teacher's institutions, subjects, topics, groups, calendar,
//! and the topics each held lesson covered. The teacher is the user's staff record in the current
//! institution whose citizen carries the user's PINFL; every call sees only that teacher's own.

mod add_topics;
mod class_schedule;
mod create_topic;
mod delete_topic;
mod get_topic;
mod groups;
mod lessons;
mod list_topics;
mod subjects;
#[cfg(test)]
mod tests;
mod update_topic;

pub use add_topics::*;
pub use class_schedule::*;
pub use create_topic::*;
pub use delete_topic::*;
pub use get_topic::*;
pub use groups::*;
pub use lessons::*;
pub use list_topics::*;
pub use subjects::*;
pub use update_topic::*;

use domain::actor::Actor;
use domain::ids::{EduSubjectId, TopicId};
use domain::schedule::{NotATeacher, ScheduleInvalid, Topic};
use domain::validation::{Invalid, ValidationErrors};

use crate::ports::{Lock, TeacherPost, Transaction};
use crate::AppError;

/// The actor's post in the current institution, if they are on its staff.
pub(crate) fn current_post(tx: &mut dyn Transaction, actor: &Actor) -> Result<Option<TeacherPost>, AppError> {
    let Some(institution) = actor.institution_id else {
        return Ok(None);
    };
    Ok(tx.teaching().posts(actor.user_id)?.into_iter().find(|p| p.institution_id == institution))
}

/// The actor's post in the current institution, or 422 `not_a_teacher`.
pub(crate) fn own_post(tx: &mut dyn Transaction, actor: &Actor) -> Result<TeacherPost, AppError> {
    current_post(tx, actor)?.ok_or_else(|| AppError::rule(NotATeacher))
}

/// The subject must be one the teacher teaches.
pub(crate) fn check_taught(tx: &mut dyn Transaction, post: &TeacherPost, subject: EduSubjectId) -> Result<(), AppError> {
    if tx.teaching().subjects(post.staff)?.iter().any(|s| s.id == subject) {
        Ok(())
    } else {
        Err(ValidationErrors::single("edu_subject_id", Invalid::Schedule(ScheduleInvalid::TeacherWithoutSubject)).into())
    }
}

/// The teacher's lessons of one group and subject whose dates reach into `window`.
pub(crate) fn lessons_and_records_on(
    tx: &mut dyn Transaction,
    post: &TeacherPost,
    group: domain::ids::GroupId,
    subject: EduSubjectId,
    window: domain::schedule::DateSpan,
) -> Result<Vec<crate::ports::LessonView>, AppError> {
    let filter = crate::ports::LessonFilter {
        teachers: Some(vec![post.staff]),
        group: Some(group),
        subject: Some(subject),
        ..crate::ports::LessonFilter::default()
    };
    tx.schedules().in_window(&filter, window)
}

/// One of the teacher's own topics, or `NotFound`.
pub(crate) fn own_topic(tx: &mut dyn Transaction, post: &TeacherPost, id: TopicId, lock: Lock) -> Result<Topic, AppError> {
    tx.teaching().topic(id, lock)?.filter(|t| t.teacher == post.staff).ok_or(AppError::NotFound)
}
