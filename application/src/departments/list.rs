use domain::actor::Actor;
use domain::department::Department;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{DepartmentQueries, DepartmentQuery};
use crate::AppError;

pub struct ListDepartments<'a> {
    pub departments: &'a dyn DepartmentQueries,
}

impl ListDepartments<'_> {
    pub fn execute(&self, actor: &Actor, query: DepartmentQuery) -> Result<Page<Department>, AppError> {
        require(actor, Permission::InstitutionDepartmentView)?;
        self.departments.list(&DepartmentQuery { scope: actor.scope(), ..query })
    }
}
