use domain::actor::Actor;
use domain::curriculum::RatingType;
use domain::ids::GroupId;
use domain::permission::Permission;

use super::group_in_scope;
use super::subjects::semester_of;
use crate::access::require;
use crate::ports::{in_transaction, Clock, Lock, Member, SemesterSubject, StoredRating, Transaction, UnitOfWork};
use crate::results::{results_book, ResultsBook, ResultsPlace};
use crate::schedule::today;
use crate::AppError;

/// Students × the subjects of one semester: the ratings typed so far and, where the journal holds
/// a student's subject, its result (read-only here).
#[derive(Debug, Clone, PartialEq)]
pub struct RatingSheet {
    pub semester: i32,
    pub rating_type: RatingType,
    pub subjects: Vec<SemesterSubject>,
    pub students: Vec<Member>,
    pub ratings: Vec<StoredRating>,
    pub results: ResultsBook,
}

impl RatingSheet {
    /// A cell is the journal's result (and cannot be typed) once the journal holds anything of
    /// the student in the subject.
    pub fn from_journal(&self, student: domain::ids::StudentId, subject: domain::ids::EduSubjectId) -> bool {
        self.results.has_records(student, self.semester, subject)
    }
}

pub struct GetRatingSheet<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub clock: &'a dyn Clock,
}

impl GetRatingSheet<'_> {
    pub fn execute(&self, actor: &Actor, id: GroupId, semester: Option<i64>) -> Result<RatingSheet, AppError> {
        require(actor, Permission::EduGroupView)?;
        let today = today(self.clock);
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::None)?;
            read_sheet(tx, &group, semester, today)
        })
    }
}

pub(crate) fn read_sheet(
    tx: &mut dyn Transaction,
    group: &domain::group::Group,
    semester: Option<i64>,
    today: chrono::NaiveDate,
) -> Result<RatingSheet, AppError> {
    let (curriculum, semester) = semester_of(tx, group, semester)?;
    let subjects = tx.groups().semester_subjects(curriculum.id, semester)?;
    let students = tx.groups().members(group.id)?;
    let ratings = tx.ratings().sheet(group.id, curriculum.id, semester)?;
    let ids: Vec<domain::ids::StudentId> = students.iter().map(|m| m.id).collect();
    let place = ResultsPlace { group: group.id, curriculum: curriculum.id, institution: group.institution_id };
    let results = results_book(tx, place, &ids, Some(semester), today)?;
    Ok(RatingSheet { semester, rating_type: curriculum.rating_type, subjects, students, ratings, results })
}
