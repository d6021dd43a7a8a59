use domain::actor::Actor;
use domain::permission::Permission;

use super::current_post;
use crate::access::require_any;
use crate::ports::{in_transaction, SubjectRef, UnitOfWork};
use crate::AppError;

pub struct TeacherSubjects<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl TeacherSubjects<'_> {
    /// The subjects of the teacher's teaching positions in the current institution.
    pub fn execute(&self, actor: &Actor) -> Result<Vec<SubjectRef>, AppError> {
        require_any(actor, &[Permission::TeacherTopic, Permission::TeacherEduGroupsView])?;
        in_transaction(self.unit, |tx| match current_post(tx, actor)? {
            Some(post) => tx.teaching().subjects(post.staff),
            None => Ok(Vec::new()),
        })
    }
}
