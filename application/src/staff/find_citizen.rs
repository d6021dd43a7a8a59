use domain::actor::Actor;
use domain::permission::Permission;
use domain::pinfl::Pinfl;
use domain::staff::Citizen;
use domain::validation::ValidationErrors;

use crate::ports::StaffQueries;
use crate::AppError;

pub struct FindCitizen<'a> {
    pub staff: &'a dyn StaffQueries,
}

impl FindCitizen<'_> {
    /// The person with this PINFL, if known: whoever adds or edits staff may look them up so that
    /// nobody is entered twice.
    pub fn execute(&self, actor: &Actor, pinfl: &str) -> Result<Option<Citizen>, AppError> {
        if !(actor.can(Permission::StaffAdd) || actor.can(Permission::StaffEdit)) {
            return Err(AppError::Forbidden);
        }
        let pinfl = Pinfl::parse(pinfl).map_err(|invalid| ValidationErrors::single("pinfl", invalid))?;
        self.staff.find_citizen(&pinfl)
    }
}
