use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::TopicId;
use domain::permission::Permission;

use super::{own_post, own_topic};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct DeleteTopic<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl DeleteTopic<'_> {
    /// A topic no held lesson names yet (409 otherwise).
    pub fn execute(&self, actor: &Actor, id: TopicId, request: &RequestMeta) -> Result<(), AppError> {
        require(actor, Permission::TeacherTopic)?;
        in_transaction(self.unit, |tx| {
            let post = own_post(tx, actor)?;
            let topic = own_topic(tx, &post, id, Lock::ForUpdate)?;
            tx.teaching().delete_topic(&topic)?;
            let context = AuditContext::by(actor, AuditAction::Delete, request).within(post.institution_id);
            record_change(tx, &context, Some(&topic), None)
        })
    }
}
