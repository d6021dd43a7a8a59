use chrono::{DateTime, Utc};

use crate::validation::{Invalid, ValidationErrors};

/// Which page of a list to show. Pages are 1-based; a "load everything" request asks for the
/// largest page size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    page: u32,
    limit: u32,
}

impl PageRequest {
    pub const DEFAULT_LIMIT: u32 = 20;
    pub const MAX_LIMIT: u32 = 10_000;

    pub fn new(page: Option<i64>, limit: Option<i64>) -> Result<PageRequest, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let page = page.unwrap_or(1);
        let limit = limit.unwrap_or(i64::from(Self::DEFAULT_LIMIT));
        if !(1..=i64::from(u32::MAX / 2)).contains(&page) {
            errors.add("page", Invalid::OutOfRange { min: 1, max: i64::from(u32::MAX / 2) });
        }
        if !(1..=i64::from(Self::MAX_LIMIT)).contains(&limit) {
            errors.add("limit", Invalid::OutOfRange { min: 1, max: i64::from(Self::MAX_LIMIT) });
        }
        errors.into_result()?;
        Ok(PageRequest { page: page as u32, limit: limit as u32 })
    }

    /// The first page of the largest size a list is asked for.
    pub fn largest() -> PageRequest {
        PageRequest { page: 1, limit: Self::MAX_LIMIT }
    }

    pub fn page(self) -> u32 {
        self.page
    }

    pub fn limit(self) -> i64 {
        i64::from(self.limit)
    }

    pub fn offset(self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.limit)
    }
}

impl Default for PageRequest {
    fn default() -> Self {
        PageRequest { page: 1, limit: Self::DEFAULT_LIMIT }
    }
}

/// How many rows match a list's filters: counted exactly, or, for a free-text search over more
/// rows than are worth counting on every page, the planner's estimate ("about N").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Total {
    Exact(i64),
    About(i64),
}

/// One page of a list and the number of all rows that match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub count: i64,
    /// The count is the planner's estimate, not an exact count.
    pub count_is_estimate: bool,
    /// When the rows' figures were prepared, for figures prepared in the background rather than
    /// read at the request (`None`: as of the request).
    pub prepared_at: Option<DateTime<Utc>>,
}

impl<T> Page<T> {
    pub fn new(items: Vec<T>, total: Total) -> Page<T> {
        match total {
            Total::Exact(count) => Page { items, count, count_is_estimate: false, prepared_at: None },
            Total::About(count) => Page { items, count, count_is_estimate: true, prepared_at: None },
        }
    }

    /// A page whose total was counted exactly.
    pub fn exact(items: Vec<T>, count: i64) -> Page<T> {
        Page::new(items, Total::Exact(count))
    }

    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            items: self.items.into_iter().map(f).collect(),
            count: self.count,
            count_is_estimate: self.count_is_estimate,
            prepared_at: self.prepared_at,
        }
    }

    /// The page with each row converted, or the first conversion's error.
    pub fn try_map<U, E>(self, f: impl FnMut(T) -> Result<U, E>) -> Result<Page<U>, E> {
        Ok(Page {
            items: self.items.into_iter().map(f).collect::<Result<_, _>>()?,
            count: self.count,
            count_is_estimate: self.count_is_estimate,
            prepared_at: self.prepared_at,
        })
    }

    /// The same page, its figures prepared at `at`.
    pub fn prepared_at(self, at: DateTime<Utc>) -> Page<T> {
        Page { prepared_at: Some(at), ..self }
    }

    /// The page `page` of rows already in their order, filtered and counted in memory.
    pub fn slice(rows: impl Iterator<Item = T>, page: PageRequest) -> Page<T> {
        let mut count = 0;
        let mut items = Vec::new();
        for row in rows {
            if count >= page.offset() && items.len() < page.limit() as usize {
                items.push(row);
            }
            count += 1;
        }
        Page::exact(items, count)
    }
}

/// A sort order asked for as `field` or `-field`, checked against the fields a list allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ordering<F> {
    pub field: F,
    pub descending: bool,
}

impl<F: Copy> Ordering<F> {
    pub fn parse(value: Option<&str>, allowed: &[(&str, F)], default: Ordering<F>) -> Result<Self, ValidationErrors> {
        // Absent means the default; anything given must be one of the published values exactly.
        let Some(value) = value else {
            return Ok(default);
        };
        let (descending, name) = match value.strip_prefix('-') {
            Some(name) => (true, name),
            None => (false, value),
        };
        allowed
            .iter()
            .find(|(allowed_name, _)| *allowed_name == name)
            .map(|(_, field)| Ordering { field: *field, descending })
            .ok_or_else(|| ValidationErrors::single("ordering", Invalid::UnknownValue))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn defaults_to_the_first_page_of_twenty() {
        let page = PageRequest::new(None, None).unwrap();
        assert_eq!((page.page(), page.limit(), page.offset()), (1, 20, 0));
        assert_eq!(PageRequest::new(Some(3), Some(50)).unwrap().offset(), 100);
        assert!(PageRequest::new(Some(0), None).is_err());
        assert!(PageRequest::new(None, Some(10_001)).is_err());
        assert!(PageRequest::new(None, Some(10_000)).is_ok());
    }

    #[test]
    fn a_page_converts_whole_or_not_at_all() {
        let page = Page::new(vec!["1", "2"], Total::About(40));
        let converted = page.clone().try_map(|s| s.parse::<i32>()).unwrap();
        assert_eq!((converted.items, converted.count, converted.count_is_estimate), (vec![1, 2], 40, true));
        assert!(Page::exact(vec!["1", "x"], 2).try_map(|s| s.parse::<i32>()).is_err());
    }

    #[test]
    fn ordering_accepts_only_listed_fields() {
        let allowed = [("name", 1), ("id", 2)];
        let default = Ordering { field: 2, descending: false };
        assert_eq!(Ordering::parse(Some("-name"), &allowed, default).unwrap(), Ordering { field: 1, descending: true });
        assert_eq!(Ordering::parse(None, &allowed, default).unwrap(), default);
        assert!(Ordering::parse(Some("password_hash"), &allowed, default).is_err());
        // Only the published values: nothing blank, nothing padded.
        assert!(Ordering::parse(Some(""), &allowed, default).is_err());
        assert!(Ordering::parse(Some(" name"), &allowed, default).is_err());
    }

    proptest! {
        #[test]
        fn offsets_never_overflow(page in 1i64..=2_147_483_647, limit in 1i64..=10_000) {
            let request = PageRequest::new(Some(page), Some(limit)).unwrap();
            prop_assert!(request.offset() >= 0);
            prop_assert_eq!(request.offset(), (page - 1) * limit);
        }
    }
}
