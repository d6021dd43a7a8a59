use domain::actor::{Actor, Scope};
use domain::institution::Institution;
use domain::paging::{Ordering, Page};
use domain::permission::Permission;

use crate::access::require_any;
use crate::ports::{InstitutionOrderField, InstitutionQueries, InstitutionQuery};
use crate::AppError;

pub struct TransferTargets<'a> {
    pub institutions: &'a dyn InstitutionQueries,
}

impl TransferTargets<'_> {
    /// The institutions a transfer order may name as the receiver, by name (the order refuses the
    /// actor's own): a registrar picks one without the right to read institutions' cards.
    pub fn execute(&self, actor: &Actor, search: Option<String>, page: domain::paging::PageRequest) -> Result<Page<Institution>, AppError> {
        require_any(actor, &[Permission::OrderAdd, Permission::OrderEdit])?;
        let query = InstitutionQuery {
            scope: Scope::Everywhere,
            search,
            kind: None,
            region: None,
            ordering: Ordering { field: InstitutionOrderField::Name, descending: false },
            page,
        };
        self.institutions.list(&query)
    }
}
