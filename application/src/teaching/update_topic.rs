use domain::actor::Actor;
use domain::audit::AuditAction;
use domain::ids::TopicId;
use domain::permission::Permission;
use domain::schedule::{Topic, TopicDraft, TopicForm};
use domain::version::Version;

use super::{check_taught, own_post, own_topic};
use crate::access::require;
use crate::audit::record_change;
use crate::groups::check_version;
use crate::ports::{in_transaction, AuditContext, Lock, RequestMeta, UnitOfWork};
use crate::AppError;

pub struct UpdateTopic<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl UpdateTopic<'_> {
    pub fn execute(&self, actor: &Actor, id: TopicId, form: TopicForm, version: Version, request: &RequestMeta) -> Result<Topic, AppError> {
        require(actor, Permission::TeacherTopic)?;
        let draft = TopicDraft::parse(&form)?;
        in_transaction(self.unit, |tx| {
            let post = own_post(tx, actor)?;
            let before = own_topic(tx, &post, id, Lock::ForUpdate)?;
            check_version(before.version, Some(version))?;
            check_taught(tx, &post, draft.subject)?;
            let mut changed = before.clone();
            changed.details = draft.clone();
            let after = tx.teaching().save_topic(&changed)?;
            let context = AuditContext::by(actor, AuditAction::Update, request).within(post.institution_id);
            record_change(tx, &context, Some(&before), Some(&after))?;
            Ok(after)
        })
    }
}
