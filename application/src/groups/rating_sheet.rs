use domain::actor::Actor;
use domain::curriculum::RatingType;
use domain::ids::GroupId;
use domain::permission::Permission;

use super::group_in_scope;
use super::subjects::semester_of;
use crate::access::require;
use crate::ports::{in_transaction, Lock, Member, SemesterSubject, StoredRating, Transaction, UnitOfWork};
use crate::AppError;

/// Students × the subjects of one semester, with the ratings given so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingSheet {
    pub semester: i32,
    pub rating_type: RatingType,
    pub subjects: Vec<SemesterSubject>,
    pub students: Vec<Member>,
    pub ratings: Vec<StoredRating>,
}

pub struct GetRatingSheet<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetRatingSheet<'_> {
    pub fn execute(&self, actor: &Actor, id: GroupId, semester: Option<i64>) -> Result<RatingSheet, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::None)?;
            read_sheet(tx, &group, semester)
        })
    }
}

pub(crate) fn read_sheet(tx: &mut dyn Transaction, group: &domain::group::Group, semester: Option<i64>) -> Result<RatingSheet, AppError> {
    let (curriculum, semester) = semester_of(tx, group, semester)?;
    let subjects = tx.groups().semester_subjects(curriculum.id, semester)?;
    let students = tx.groups().members(group.id)?;
    let ratings = tx.ratings().sheet(group.id, curriculum.id, semester)?;
    Ok(RatingSheet { semester, rating_type: curriculum.rating_type, subjects, students, ratings })
}
