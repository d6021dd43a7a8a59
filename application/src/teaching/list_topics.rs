use domain::actor::Actor;
use domain::ids::EduSubjectId;
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::schedule::Topic;

use super::current_post;
use crate::access::require;
use crate::ports::{in_transaction, UnitOfWork};
use crate::AppError;

pub struct ListTopics<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListTopics<'_> {
    /// The teacher's own topics, of one subject or all, by subject and order.
    pub fn execute(&self, actor: &Actor, subject: Option<EduSubjectId>, page: PageRequest) -> Result<Page<Topic>, AppError> {
        require(actor, Permission::TeacherTopic)?;
        in_transaction(self.unit, |tx| match current_post(tx, actor)? {
            Some(post) => tx.teaching().topics(post.staff, subject, page),
            None => Ok(Page::exact(Vec::new(), 0)),
        })
    }
}
