use domain::actor::Actor;
use domain::ids::TopicId;
use domain::permission::Permission;
use domain::schedule::Topic;

use super::{current_post, own_topic};
use crate::access::require;
use crate::ports::{in_transaction, Lock, UnitOfWork};
use crate::AppError;

pub struct GetTopic<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetTopic<'_> {
    pub fn execute(&self, actor: &Actor, id: TopicId) -> Result<Topic, AppError> {
        require(actor, Permission::TeacherTopic)?;
        in_transaction(self.unit, |tx| {
            let post = current_post(tx, actor)?.ok_or(AppError::NotFound)?;
            own_topic(tx, &post, id, Lock::None)
        })
    }
}
