//! Ratings of a group's students, written inside a unit of work.

use application::ports::{RatingRepository, StoredRating};
use application::AppError;
use chrono::Utc;
use diesel::prelude::*;
use domain::ids::{CurriculumId, EduSubjectId, GroupId, StudentId};

use crate::errors::internal;
use crate::schema::{ratings, students, transfer_debts};
use crate::unit_of_work::PgTransaction;

impl RatingRepository for PgTransaction<'_> {
    fn sheet(&mut self, group: GroupId, curriculum: CurriculumId, semester: i32) -> Result<Vec<StoredRating>, AppError> {
        let rows: Vec<(i64, i64, i64, i32)> = ratings::table
            .inner_join(students::table)
            .filter(students::edu_group_id.eq(group.get()))
            .filter(students::deleted_at.is_null())
            .filter(ratings::curriculum_id.eq(curriculum.get()))
            .filter(ratings::semester_number.eq(semester))
            .order(ratings::id)
            .select((ratings::id, ratings::student_id, ratings::edu_subject_id, ratings::rating))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(id, student, subject, rating)| StoredRating {
                id,
                student: StudentId::from_stored(student),
                subject: EduSubjectId::from_stored(subject),
                rating,
            })
            .collect())
    }

    fn put(
        &mut self,
        curriculum: CurriculumId,
        semester: i32,
        student: StudentId,
        subject: EduSubjectId,
        rating: i32,
    ) -> Result<i64, AppError> {
        diesel::insert_into(ratings::table)
            .values((
                ratings::student_id.eq(student.get()),
                ratings::curriculum_id.eq(curriculum.get()),
                ratings::edu_subject_id.eq(subject.get()),
                ratings::semester_number.eq(semester),
                ratings::rating.eq(rating),
            ))
            .on_conflict((ratings::student_id, ratings::curriculum_id, ratings::semester_number, ratings::edu_subject_id))
            .do_update()
            .set((ratings::rating.eq(rating), ratings::updated_at.eq(Utc::now())))
            .returning(ratings::id)
            .get_result(self.conn)
            .map_err(internal)
    }

    fn remove(&mut self, id: i64) -> Result<(), AppError> {
        diesel::delete(ratings::table.find(id)).execute(self.conn).map(|_| ()).map_err(internal)
    }

    fn of_students(
        &mut self,
        students: &[StudentId],
        curriculum: CurriculumId,
    ) -> Result<Vec<(StudentId, i32, EduSubjectId, i32)>, AppError> {
        let ids: Vec<i64> = students.iter().map(|s| s.get()).collect();
        let rows: Vec<(i64, i32, i64, i32)> = ratings::table
            .filter(ratings::student_id.eq_any(ids))
            .filter(ratings::curriculum_id.eq(curriculum.get()))
            .select((ratings::student_id, ratings::semester_number, ratings::edu_subject_id, ratings::rating))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(student, semester, subject, rating)| {
                (StudentId::from_stored(student), semester, EduSubjectId::from_stored(subject), rating)
            })
            .collect())
    }

    fn owe(&mut self, student: StudentId, curriculum: CurriculumId, order: i64, owed: &[(i32, EduSubjectId)]) -> Result<(), AppError> {
        let rows: Vec<_> = owed
            .iter()
            .map(|(semester, subject)| {
                (
                    transfer_debts::student_id.eq(student.get()),
                    transfer_debts::curriculum_id.eq(curriculum.get()),
                    transfer_debts::semester_number.eq(*semester),
                    transfer_debts::edu_subject_id.eq(subject.get()),
                    transfer_debts::order_id.eq(order),
                )
            })
            .collect();
        if rows.is_empty() {
            return Ok(());
        }
        diesel::insert_into(transfer_debts::table).values(rows).on_conflict_do_nothing().execute(self.conn).map(|_| ()).map_err(internal)
    }

    fn forget_transfer(&mut self, student: StudentId, order: i64) -> Result<(), AppError> {
        use crate::schema::{edu_groups, order_item_credits, order_items};
        let credited: Vec<(i64, i64)> = order_items::table
            .inner_join(
                order_item_credits::table
                    .on(order_item_credits::order_id.eq(order_items::order_id).and(order_item_credits::position.eq(order_items::position))),
            )
            .inner_join(edu_groups::table.on(order_items::to_edu_group_id.eq(edu_groups::id.nullable())))
            .filter(order_items::order_id.eq(order))
            .filter(order_items::student_id.eq(student.get()))
            .select((edu_groups::curriculum_id, order_item_credits::to_edu_subject_id))
            .load(self.conn)
            .map_err(internal)?;
        for (curriculum, subject) in credited {
            diesel::delete(
                ratings::table
                    .filter(ratings::student_id.eq(student.get()))
                    .filter(ratings::curriculum_id.eq(curriculum))
                    .filter(ratings::edu_subject_id.eq(subject)),
            )
            .execute(self.conn)
            .map_err(internal)?;
        }
        diesel::delete(
            transfer_debts::table.filter(transfer_debts::order_id.eq(order)).filter(transfer_debts::student_id.eq(student.get())),
        )
        .execute(self.conn)
        .map_err(internal)?;
        Ok(())
    }

    fn owed(&mut self, students: &[StudentId], curriculum: CurriculumId) -> Result<Vec<(StudentId, i32, EduSubjectId)>, AppError> {
        let ids: Vec<i64> = students.iter().map(|s| s.get()).collect();
        let rows: Vec<(i64, i32, i64)> = transfer_debts::table
            .filter(transfer_debts::student_id.eq_any(ids))
            .filter(transfer_debts::curriculum_id.eq(curriculum.get()))
            .select((transfer_debts::student_id, transfer_debts::semester_number, transfer_debts::edu_subject_id))
            .load(self.conn)
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(student, semester, subject)| (StudentId::from_stored(student), semester, EduSubjectId::from_stored(subject)))
            .collect())
    }
}
