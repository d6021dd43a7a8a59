use super::lesson_type::LessonType;
use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{EduSubjectId, InstitutionId, StaffId, TopicId};
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

pub const MAX_TOPIC_HOURS: i64 = 1000;
pub const MAX_TOPIC_ORDER: i64 = 10_000;

/// The fields of a topic form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TopicForm {
    pub edu_subject_id: i64,
    pub name: String,
    pub hours: i64,
    pub lesson_type: String,
    pub order: i64,
}

/// A checked topic of a subject: its name, the hours it takes, the kind of lesson and its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopicDraft {
    pub subject: EduSubjectId,
    pub name: String,
    pub hours: i32,
    pub lesson_type: LessonType,
    pub order: i32,
}

impl TopicDraft {
    pub fn parse(form: &TopicForm) -> Result<TopicDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let subject = errors.check("edu_subject_id", EduSubjectId::new(form.edu_subject_id));
        let name = errors.check("name", required_text(&form.name, 500));
        if !(1..=MAX_TOPIC_HOURS).contains(&form.hours) {
            errors.add("hours", Invalid::OutOfRange { min: 1, max: MAX_TOPIC_HOURS });
        }
        let lesson_type = errors.check("lesson_type", LessonType::parse(&form.lesson_type));
        if !(1..=MAX_TOPIC_ORDER).contains(&form.order) {
            errors.add("order", Invalid::OutOfRange { min: 1, max: MAX_TOPIC_ORDER });
        }
        errors.into_result()?;
        match (subject, name, lesson_type) {
            (Some(subject), Some(name), Some(lesson_type)) => {
                Ok(TopicDraft { subject, name, hours: form.hours as i32, lesson_type, order: form.order as i32 })
            }
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }
}

/// A teacher's topic as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Topic {
    pub id: TopicId,
    pub institution_id: InstitutionId,
    pub teacher: StaffId,
    pub details: TopicDraft,
    pub version: Version,
}

impl Audited for Topic {
    const ENTITY: EntityType = EntityType::TeacherTopic;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("teacher_id", self.teacher.get().into()),
            ("edu_subject_id", d.subject.get().into()),
            ("name", d.name.as_str().into()),
            ("hours", d.hours.into()),
            ("lesson_type", d.lesson_type.code().into()),
            ("order", d.order.into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_topic_has_a_name_hours_a_lesson_type_and_a_place() {
        let form = TopicForm { edu_subject_id: 3, name: " Integral ".into(), hours: 2, lesson_type: "LECTURE".into(), order: 1 };
        let topic = TopicDraft::parse(&form).unwrap();
        assert_eq!((topic.name.as_str(), topic.hours, topic.lesson_type), ("Integral", 2, LessonType::Lecture));
        let refused = TopicDraft::parse(&TopicForm::default()).unwrap_err();
        let names: Vec<&str> = refused.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(names, ["edu_subject_id", "name", "hours", "lesson_type", "order"]);
    }
}
