import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, useLocation, useNavigate, useSearchParams, Outlet, Navigate, useNavigation, useRouteError } from 'react-router';
import { RouterProvider } from 'react-router/dom';
function P(){const l=useLocation();const n=useNavigate();const [s]=useSearchParams();const nv=useNavigation();useRouteError();return <div onClick={()=>n('/x')}>{l.pathname}{nv.state}{s.get('a')}<Link to="/y">y</Link><Outlet/><Navigate to="/z"/></div>}
createRoot(document.body).render(<RouterProvider router={createBrowserRouter([{path:'/',element:<P/>, lazy: async()=>({})}])}/>);
