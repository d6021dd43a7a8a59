//! The teacher module: who the signed-in person is on the staff, their subjects and topics, and
//! the topics recorded for held lessons.

use crate::stored;
use application::ports::{Lock, RecordedTopic, SubjectRef, TeacherPost, TeachingRepository};
use application::AppError;
use chrono::{NaiveDate, Utc};
use diesel::prelude::*;
use domain::ids::{EduSubjectId, InstitutionId, ScheduleId, StaffId, TopicId, UserId};
use domain::multilingual::MultilingualName;
use domain::paging::{Page, PageRequest};
use domain::schedule::{LessonType, Topic, TopicDraft};
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::schema::{
    citizens, edu_subjects, institution_positions, institutions, lesson_topics, staff_position_subjects, staff_positions, staffs,
    teacher_topics, user_institutions, users,
};
use crate::unit_of_work::PgTransaction;

#[derive(Queryable, Selectable)]
#[diesel(table_name = teacher_topics)]
struct TopicRow {
    id: i64,
    institution_id: i64,
    teacher_id: i64,
    edu_subject_id: i64,
    name: String,
    hours: i32,
    lesson_type: String,
    position: i32,
    version: i32,
}

fn topic(row: TopicRow) -> Result<Topic, AppError> {
    Ok(Topic {
        id: TopicId::from_stored(row.id),
        institution_id: InstitutionId::from_stored(row.institution_id),
        teacher: StaffId::from_stored(row.teacher_id),
        details: TopicDraft {
            subject: EduSubjectId::from_stored(row.edu_subject_id),
            name: row.name,
            hours: row.hours,
            lesson_type: stored::code(LessonType::parse, &row.lesson_type, "a topic's lesson type")?,
            order: row.position,
        },
        version: Version::new(row.version),
    })
}

impl TeachingRepository for PgTransaction<'_> {
    fn posts(&mut self, user: UserId) -> Result<Vec<TeacherPost>, AppError> {
        let rows: Vec<(i64, i64, String, String, String, String, String)> = users::table
            .inner_join(citizens::table.on(users::pinfl.eq(citizens::pinfl.nullable())))
            .inner_join(staffs::table.on(staffs::citizen_id.eq(citizens::id)))
            .inner_join(
                user_institutions::table
                    .on(user_institutions::user_id.eq(users::id).and(user_institutions::institution_id.eq(staffs::institution_id))),
            )
            .inner_join(institutions::table.on(institutions::id.eq(staffs::institution_id)))
            .filter(users::id.eq(user.get()))
            .filter(staffs::deleted_at.is_null())
            .filter(staffs::status.eq("ACTIVE"))
            .order(institutions::id)
            .select((
                staffs::id,
                institutions::id,
                institutions::name_uz,
                institutions::name_uz_cyrl,
                institutions::name_ru,
                institutions::name_en,
                institutions::short_name,
            ))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(staff, institution, uz, uz_cyrl, ru, en, short)| TeacherPost {
                staff: StaffId::from_stored(staff),
                institution_id: InstitutionId::from_stored(institution),
                institution_name: MultilingualName::from_stored(uz, uz_cyrl, ru, en),
                institution_short_name: short,
            })
            .collect())
    }

    fn subjects(&mut self, teacher: StaffId) -> Result<Vec<SubjectRef>, AppError> {
        let rows: Vec<(i64, String, String, String, String, String)> = staff_position_subjects::table
            .inner_join(staff_positions::table.inner_join(institution_positions::table))
            .inner_join(edu_subjects::table)
            .filter(staff_positions::staff_id.eq(teacher.get()))
            .filter(institution_positions::is_teaching.eq(true))
            .select((
                edu_subjects::id,
                edu_subjects::code,
                edu_subjects::name_uz,
                edu_subjects::name_uz_cyrl,
                edu_subjects::name_ru,
                edu_subjects::name_en,
            ))
            .distinct()
            .order((edu_subjects::name_uz, edu_subjects::id))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(id, code, uz, uz_cyrl, ru, en)| SubjectRef {
                id: EduSubjectId::from_stored(id),
                code,
                name: MultilingualName::from_stored(uz, uz_cyrl, ru, en),
            })
            .collect())
    }

    fn topics(&mut self, teacher: StaffId, subject: Option<EduSubjectId>, page: PageRequest) -> Result<Page<Topic>, AppError> {
        let matching = || {
            let mut q = teacher_topics::table.filter(teacher_topics::teacher_id.eq(teacher.get())).into_boxed();
            if let Some(subject) = subject {
                q = q.filter(teacher_topics::edu_subject_id.eq(subject.get()));
            }
            q
        };
        let count: i64 = matching().count().get_result(self.conn).map_err(internal)?;
        let rows: Vec<TopicRow> = matching()
            .order((teacher_topics::edu_subject_id, teacher_topics::position, teacher_topics::id))
            .limit(page.limit())
            .offset(page.offset())
            .select(TopicRow::as_select())
            .load(self.conn)
            .map_err(internal)?;
        Ok(Page::exact(rows.into_iter().map(topic).collect::<Result<_, _>>()?, count))
    }

    fn topic(&mut self, id: TopicId, lock: Lock) -> Result<Option<Topic>, AppError> {
        let q = teacher_topics::table.filter(teacher_topics::id.eq(id.get())).select(TopicRow::as_select());
        let row = match lock {
            Lock::None => q.first(self.conn).optional(),
            Lock::ForUpdate => q.for_update().first(self.conn).optional(),
        }
        .map_err(internal)?;
        row.map(topic).transpose()
    }

    fn insert_topic(&mut self, institution: InstitutionId, teacher: StaffId, d: &TopicDraft) -> Result<Topic, AppError> {
        let row: TopicRow = diesel::insert_into(teacher_topics::table)
            .values((
                teacher_topics::institution_id.eq(institution.get()),
                teacher_topics::teacher_id.eq(teacher.get()),
                teacher_topics::edu_subject_id.eq(d.subject.get()),
                teacher_topics::name.eq(&d.name),
                teacher_topics::hours.eq(d.hours),
                teacher_topics::lesson_type.eq(d.lesson_type.code()),
                teacher_topics::position.eq(d.order),
            ))
            .returning(TopicRow::as_returning())
            .get_result(self.conn)
            .map_err(internal)?;
        topic(row)
    }

    fn save_topic(&mut self, stored: &Topic) -> Result<Topic, AppError> {
        let d = &stored.details;
        let target =
            teacher_topics::table.filter(teacher_topics::id.eq(stored.id.get())).filter(teacher_topics::version.eq(stored.version.get()));
        let row: Option<TopicRow> = diesel::update(target)
            .set((
                teacher_topics::edu_subject_id.eq(d.subject.get()),
                teacher_topics::name.eq(&d.name),
                teacher_topics::hours.eq(d.hours),
                teacher_topics::lesson_type.eq(d.lesson_type.code()),
                teacher_topics::position.eq(d.order),
                teacher_topics::version.eq(teacher_topics::version + 1),
                teacher_topics::updated_at.eq(Utc::now()),
            ))
            .returning(TopicRow::as_returning())
            .get_result(self.conn)
            .optional()
            .map_err(internal)?;
        row.map(topic).transpose()?.ok_or(AppError::StaleVersion)
    }

    fn delete_topic(&mut self, stored: &Topic) -> Result<(), AppError> {
        let target =
            teacher_topics::table.filter(teacher_topics::id.eq(stored.id.get())).filter(teacher_topics::version.eq(stored.version.get()));
        let changed = diesel::delete(target).execute(self.conn).map_err(internal)?;
        stale_unless_changed(changed)
    }

    fn recorded(&mut self, lessons: &[ScheduleId]) -> Result<Vec<RecordedTopic>, AppError> {
        let ids: Vec<i64> = lessons.iter().map(|l| l.get()).collect();
        let rows: Vec<(i64, NaiveDate, i64, String, i32)> = lesson_topics::table
            .inner_join(teacher_topics::table)
            .filter(lesson_topics::schedule_lesson_id.eq_any(&ids))
            .order((lesson_topics::date, teacher_topics::position, teacher_topics::id))
            .select((
                lesson_topics::schedule_lesson_id,
                lesson_topics::date,
                teacher_topics::id,
                teacher_topics::name,
                teacher_topics::position,
            ))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(lesson, date, id, name, order)| RecordedTopic {
                lesson: ScheduleId::from_stored(lesson),
                date,
                topic: TopicId::from_stored(id),
                name,
                order,
            })
            .collect())
    }

    fn record(&mut self, lesson: ScheduleId, date: NaiveDate, topics: &[TopicId]) -> Result<(), AppError> {
        diesel::delete(
            lesson_topics::table.filter(lesson_topics::schedule_lesson_id.eq(lesson.get())).filter(lesson_topics::date.eq(date)),
        )
        .execute(self.conn)
        .map_err(internal)?;
        let rows: Vec<_> = topics
            .iter()
            .map(|t| {
                (lesson_topics::schedule_lesson_id.eq(lesson.get()), lesson_topics::date.eq(date), lesson_topics::topic_id.eq(t.get()))
            })
            .collect();
        diesel::insert_into(lesson_topics::table).values(&rows).execute(self.conn).map_err(internal)?;
        Ok(())
    }
}
