use domain::actor::Actor;
use domain::ids::UserId;
use domain::portal::Relation;

use super::require_portal;
use crate::ports::{in_transaction, Lock, StudentView, UnitOfWork};
use crate::AppError;

/// A record the person may read, as the portal's switcher shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortalRecord {
    pub view: StudentView,
    pub relation: Relation,
    pub current_semester: i32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Me {
    pub id: UserId,
    pub username: String,
    pub name: String,
    pub records: Vec<PortalRecord>,
}

pub struct GetMe<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetMe<'_> {
    /// The signed-in person and the records they may read: their own study, then their children's.
    pub fn execute(&self, actor: &Actor) -> Result<Me, AppError> {
        require_portal(actor)?;
        in_transaction(self.unit, |tx| {
            let user = tx.users().find(actor.user_id, Lock::None)?.ok_or(AppError::Unauthenticated)?;
            let mut records = Vec::new();
            for linked in tx.portal().linked(actor.user_id)? {
                let view = tx.students().view(linked.student)?;
                let group = tx.groups().find(view.student.details.edu_group_id, Lock::None)?.ok_or(AppError::NotFound)?;
                records.push(PortalRecord { view, relation: linked.relation, current_semester: group.details.current_semester });
            }
            Ok(Me { id: user.id, username: user.username, name: user.name, records })
        })
    }
}
