use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::audit::{AuditAction, AuditValue, EntityType};
use domain::ids::{ClassHourId, EduSubjectId, GroupId, TopicId};
use domain::permission::Permission;
use domain::schedule::{DateSpan, LessonNotHeld, ScheduleInvalid};
use domain::validation::{parse_date, Invalid, ValidationErrors};

use super::{lessons_and_records_on, own_post};
use crate::access::require;
use crate::ports::{in_transaction, AuditContext, Clock, RequestMeta, UnitOfWork};
use crate::schedule::today;
use crate::AppError;

/// What one held lesson covered, as the form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TopicsForm {
    pub date: String,
    pub class_hour_id: i64,
    pub topic_ids: Vec<i64>,
}

pub struct RecordTopics<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl RecordTopics<'_> {
    /// Records (replaces) the topics a lesson of the teacher's covered: a lesson that took place
    /// (never a future one), the teacher's own with this group and subject at that date and class
    /// hour, and topics of the teacher's own for the subject.
    pub fn execute(
        &self,
        actor: &Actor,
        group: GroupId,
        subject: EduSubjectId,
        form: TopicsForm,
        request: &RequestMeta,
    ) -> Result<Vec<TopicId>, AppError> {
        require(actor, Permission::TeacherEduGroupsView)?;
        let mut errors = ValidationErrors::new();
        let date = errors.check("date", parse_date(&form.date));
        let class_hour = errors.check("class_hour_id", ClassHourId::new(form.class_hour_id));
        let mut topics = Vec::new();
        let mut seen = BTreeSet::new();
        for id in &form.topic_ids {
            match TopicId::new(*id) {
                Ok(topic) if seen.insert(topic) => topics.push(topic),
                Ok(_) => errors.add("topic_ids", Invalid::Duplicate),
                Err(invalid) => errors.add("topic_ids", invalid),
            }
        }
        if form.topic_ids.is_empty() {
            errors.add("topic_ids", Invalid::Required);
        }
        if date.is_some_and(|d| d > today(self.clock)) {
            errors.add("date", Invalid::Schedule(ScheduleInvalid::LessonInFuture));
        }
        errors.into_result()?;
        let (Some(date), Some(class_hour)) = (date, class_hour) else {
            return Err(ValidationErrors::single("date", Invalid::Required).into());
        };
        in_transaction(self.unit, |tx| {
            let post = own_post(tx, actor)?;
            let day = DateSpan::new(date, date).ok_or(AppError::NotFound)?;
            let lesson = lessons_and_records_on(tx, &post, group, subject, day)?
                .into_iter()
                .find(|v| {
                    v.lesson.details.class_hour == class_hour
                        && !domain::schedule::occurrences(v.lesson.details.weekday, v.lesson.details.dates, &v.skipped, day).is_empty()
                })
                .ok_or_else(|| AppError::rule(LessonNotHeld))?;
            let own: BTreeSet<TopicId> = tx
                .teaching()
                .topics(post.staff, Some(subject), domain::paging::PageRequest::new(Some(1), Some(10_000))?)?
                .items
                .into_iter()
                .map(|t| t.id)
                .collect();
            if topics.iter().any(|t| !own.contains(t)) {
                return Err(ValidationErrors::single("topic_ids", Invalid::UnknownValue).into());
            }
            let before: Vec<AuditValue> = tx
                .teaching()
                .recorded(&[lesson.lesson.id])?
                .into_iter()
                .filter(|r| r.date == date)
                .map(|r| AuditValue::Int(r.topic.get()))
                .collect();
            tx.teaching().record(lesson.lesson.id, date, &topics)?;
            let after: Vec<AuditValue> = topics.iter().map(|t| AuditValue::Int(t.get())).collect();
            let context = AuditContext::by(actor, AuditAction::Update, request).within(post.institution_id);
            let changes =
                vec![("held_date", AuditValue::Null, date.into()), ("topic_ids", AuditValue::List(before), AuditValue::List(after))];
            tx.audit().record(&context, EntityType::ScheduleLesson, Some(lesson.lesson.id.get()), &changes)?;
            Ok(topics)
        })
    }
}
