use domain::actor::Actor;
use domain::paging::Page;

use super::get::EXAM_READERS;
use crate::access::require_any;
use crate::ports::{in_transaction, ExamQuery, ExamView, UnitOfWork};
use crate::AppError;

pub struct ListExams<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl ListExams<'_> {
    /// The exams in the actor's scope by date; `query.scope` is replaced by it.
    pub fn execute(&self, actor: &Actor, query: ExamQuery) -> Result<Page<ExamView>, AppError> {
        require_any(actor, &EXAM_READERS)?;
        let query = ExamQuery { scope: actor.scope(), ..query };
        in_transaction(self.unit, |tx| tx.exams().list(&query))
    }
}
