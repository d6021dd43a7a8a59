use domain::ids::{GroupId, StudentId};

use super::book::ResultsPlace;
use super::standings::keep_standings_quietly;
use crate::ports::{in_transaction, Lock, UnitOfWork};
use crate::AppError;

pub struct BuildStandings<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl BuildStandings<'_> {
    /// Once, at the first start after the standings began to be kept: builds those of every living
    /// group from the results recorded before, a group per transaction, then notes it is done.
    /// Answers how many groups it built.
    pub fn execute(&self) -> Result<usize, AppError> {
        let groups: Option<Vec<(GroupId, Vec<StudentId>)>> =
            in_transaction(self.unit, |tx| if tx.standings().built()? { Ok(None) } else { tx.standings().students_by_group().map(Some) })?;
        let Some(groups) = groups else {
            return Ok(0);
        };
        for (id, students) in &groups {
            in_transaction(self.unit, |tx| match tx.groups().find(*id, Lock::None)? {
                Some(group) => {
                    let place =
                        ResultsPlace { group: group.id, curriculum: group.details.curriculum_id, institution: group.institution_id };
                    keep_standings_quietly(tx, place, students, None)
                }
                None => Ok(()),
            })?;
        }
        in_transaction(self.unit, |tx| tx.standings().mark_built())?;
        Ok(groups.len())
    }
}
