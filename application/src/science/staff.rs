use domain::actor::Actor;
use domain::paging::Page;
use domain::pinfl::Pinfl;
use domain::staff::{Citizen, StaffMember};
use domain::validation::ValidationErrors;

use crate::access::require_any;
use crate::ports::{StaffQueries, StaffQuery};
use crate::AppError;

/// The staff an author, a member or a supervisor is chosen from: whoever works in the area may
/// look them up (a teacher naming a co-author included), without the staff list's permission.
pub struct ListScienceStaff<'a> {
    pub staff: &'a dyn StaffQueries,
}

impl ListScienceStaff<'_> {
    pub fn execute(&self, actor: &Actor, query: StaffQuery) -> Result<Page<StaffMember>, AppError> {
        require_any(actor, &domain::science::roles::ALL)?;
        self.staff.list(&StaffQuery { scope: actor.scope(), ..query })
    }
}

/// A person known by PINFL, so that a doctoral student is never entered twice.
pub struct FindScienceCitizen<'a> {
    pub staff: &'a dyn StaffQueries,
}

impl FindScienceCitizen<'_> {
    pub fn execute(&self, actor: &Actor, pinfl: &str) -> Result<Option<Citizen>, AppError> {
        require_any(actor, &[domain::permission::Permission::ScienceDoctorateAdd, domain::permission::Permission::ScienceDoctorateEdit])?;
        let pinfl = Pinfl::parse(pinfl).map_err(|invalid| ValidationErrors::single("pinfl", invalid))?;
        self.staff.find_citizen(&pinfl)
    }
}
