use domain::actor::Actor;
use domain::ministry_department::MinistryDepartment;
use domain::paging::Page;
use domain::permission::Permission;

use crate::access::require;
use crate::ports::{MinistryDepartmentQueries, MinistryDepartmentQuery};
use crate::AppError;

pub struct ListMinistryDepartments<'a> {
    pub departments: &'a dyn MinistryDepartmentQueries,
}

impl ListMinistryDepartments<'_> {
    pub fn execute(&self, actor: &Actor, query: MinistryDepartmentQuery) -> Result<Page<MinistryDepartment>, AppError> {
        require(actor, Permission::MinistryDepartmentView)?;
        self.departments.list(&query)
    }
}
