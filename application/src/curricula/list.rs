use domain::actor::Actor;
use domain::curriculum::Curriculum;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{CurriculumQueries, CurriculumQuery};
use crate::AppError;

pub struct ListCurricula<'a> {
    pub curricula: &'a dyn CurriculumQueries,
}

impl ListCurricula<'_> {
    /// Ministry roles see every institution's curricula (and may filter by one); institution
    /// roles only their own.
    pub fn execute(&self, actor: &Actor, query: CurriculumQuery) -> Result<Page<Curriculum>, AppError> {
        require(actor, Permission::CurriculumView)?;
        self.curricula.list(&CurriculumQuery { scope: actor.scope(), ..query })
    }
}
