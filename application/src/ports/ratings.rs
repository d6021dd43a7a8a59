//! Ratings of a group's students, per subject and semester of its curriculum.

use domain::ids::{CurriculumId, EduSubjectId, GroupId, StudentId};

use crate::AppError;

/// One stored rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StoredRating {
    pub id: i64,
    pub student: StudentId,
    pub subject: EduSubjectId,
    pub rating: i32,
}

#[cfg_attr(test, mockall::automock)]
pub trait RatingRepository {
    /// The ratings of the group's living students in one semester of the curriculum.
    fn sheet(&mut self, group: GroupId, curriculum: CurriculumId, semester: i32) -> Result<Vec<StoredRating>, AppError>;
    /// Writes one rating over the stored one, if any; answers its id.
    fn put(
        &mut self,
        curriculum: CurriculumId,
        semester: i32,
        student: StudentId,
        subject: EduSubjectId,
        rating: i32,
    ) -> Result<i64, AppError>;
    fn remove(&mut self, id: i64) -> Result<(), AppError>;
    /// The typed ratings of these students in a curriculum: (student, semester, subject, rating).
    fn of_students(
        &mut self,
        students: &[StudentId],
        curriculum: CurriculumId,
    ) -> Result<Vec<(StudentId, i32, EduSubjectId, i32)>, AppError>;
    /// Records the subjects of a curriculum a transfer (order `order`) leaves the student owing:
    /// (semester, subject), each a debt until a result or a typed rating of it stands.
    fn owe(&mut self, student: StudentId, curriculum: CurriculumId, order: i64, owed: &[(i32, EduSubjectId)]) -> Result<(), AppError>;
    /// Undoes what a transfer (order `order`) recorded of the student in the new curriculum: the
    /// ratings its subject map credited and the subjects it left owed.
    fn forget_transfer(&mut self, student: StudentId, order: i64) -> Result<(), AppError>;
    /// The subjects these students owe in a curriculum since a transfer: (student, semester, subject).
    fn owed(&mut self, students: &[StudentId], curriculum: CurriculumId) -> Result<Vec<(StudentId, i32, EduSubjectId)>, AppError>;
}
