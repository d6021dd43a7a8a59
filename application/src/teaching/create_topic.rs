use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::permission::Permission;
use domain::schedule::{Topic, TopicDraft, TopicForm};

use super::{check_taught, own_post};
use crate::access::require;
use crate::audit::record_change;
use crate::ports::{in_transaction, AuditContext, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct CreateTopic<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl CreateTopic<'_> {
    /// A topic of a subject the teacher teaches.
    pub fn execute(&self, actor: &Actor, form: TopicForm, request: &RequestMeta) -> Result<Topic, AppError> {
        require(actor, Permission::TeacherTopic)?;
        let draft = TopicDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let post = own_post(tx, actor)?;
            check_taught(tx, &post, draft.subject)?;
            let topic = tx.teaching().insert_topic(post.institution_id, post.staff, &draft)?;
            let context = AuditContext::by(actor, AuditAction::Create, request).within(post.institution_id);
            record_change(tx, &context, None, Some(&topic))?;
            Ok(topic)
        })
    }
}
